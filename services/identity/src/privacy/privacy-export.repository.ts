import { Injectable } from '@nestjs/common';
import type { IdentityPrivacySection } from '@treina/contracts';
import { DataSource } from 'typeorm';
import { UserTypeEntity } from '../user/user-type.entity.js';
import { UserEntity } from '../user/user.entity.js';

/**
 * identity's section of the data subject's report: the student's login account. The
 * columns are listed one by one: the password hash, reset tokens and session version
 * never leave this service.
 */
@Injectable()
export class PrivacyExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async section(studentId: number): Promise<IdentityPrivacySection> {
    const conta = await this.dataSource
      .createQueryBuilder()
      .from(UserEntity, 'u')
      .innerJoin(UserTypeEntity, 't', 't.id_tipo_usuario = u.id_tipo_usuario')
      .select(['u.id_usuario AS id_usuario', 'u.email AS email', 'u.nome AS nome', 'u.status AS ativo'])
      .addSelect(['u.id_tipo_usuario AS id_tipo_usuario', 't.nome AS nome_tipo_usuario'])
      .addSelect(['u.criado_em AS criado_em', 'u.atualizado_em AS atualizado_em'])
      // The last successful log-in is kept in the account's history (auth.service.ts).
      .addSelect(
        `(SELECT max(h.em) FROM audit_entry h WHERE h.entidade = 'user' AND h.id_entidade = u.id_usuario AND h.acao = 'login')`,
        'ultimo_login',
      )
      .where('u.id_aluno = :studentId', { studentId })
      .getRawOne<NonNullable<IdentityPrivacySection['conta']>>();
    return { conta: conta ?? null };
  }
}
