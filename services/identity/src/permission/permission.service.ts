import { Injectable } from '@nestjs/common';
import type { DefaultPermissionRow, PermissionRow, UserPermissionRow, UserTypeRow } from '@treina/contracts';
import { type AuditActor, badRequest, fieldChanges, notFound, OutboxService } from '@treina/nest-platform';
import { DataSource, In } from 'typeorm';
import { UserTypeEntity } from '../user/user-type.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { USER_NOT_FOUND } from '../user/user-list.columns.js';
import { DefaultPermissionEntity, PermissionEntity, UserPermissionEntity } from './permission.entity.js';

@Injectable()
export class PermissionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  permissions(): Promise<PermissionRow[]> {
    return this.dataSource.getRepository(PermissionEntity).find({ order: { id_permissao: 'ASC' } });
  }

  userTypes(): Promise<UserTypeRow[]> {
    return this.dataSource.getRepository(UserTypeEntity).find({ order: { id_tipo_usuario: 'ASC' } });
  }

  defaults(): Promise<DefaultPermissionRow[]> {
    return this.dataSource.getRepository(DefaultPermissionEntity).find({ order: { id_tipo_usuario: 'ASC', id_permissao: 'ASC' } });
  }

  async ofUser(userId: number): Promise<UserPermissionRow[]> {
    if (!(await this.dataSource.manager.exists(UserEntity, { where: { id_usuario: userId } }))) throw notFound(USER_NOT_FOUND);
    return this.dataSource.manager
      .createQueryBuilder(UserPermissionEntity, 'up')
      .innerJoin(PermissionEntity, 'p', 'p.id_permissao = up.id_permissao')
      .select(['p.id_permissao AS id_permissao', 'p.nome AS nome_permissao'])
      .where('up.id_usuario = :userId', { userId })
      .orderBy('p.id_permissao')
      .getRawMany<UserPermissionRow>();
  }

  /** Replaces a user type's defaults; existing users keep their own permissions. */
  async setDefaults(userTypeId: number, permissionIds: number[], actor: AuditActor): Promise<void> {
    const ids = [...new Set(permissionIds)].sort((a, b) => a - b);
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      if (!(await manager.exists(UserTypeEntity, { where: { id_tipo_usuario: userTypeId } }))) {
        throw notFound('Tipo de usuário não encontrado.');
      }
      if (ids.length && (await manager.count(PermissionEntity, { where: { id_permissao: In(ids) } })) !== ids.length) {
        throw badRequest('A lista de permissões contém uma permissão inexistente.');
      }
      const before = (
        await manager.find(DefaultPermissionEntity, { where: { id_tipo_usuario: userTypeId }, order: { id_permissao: 'ASC' } })
      ).map((row) => row.id_permissao);
      // Recorded under the user type's id; there is no history route for it yet, the rows are there for the export and support.
      tx.audit({
        actor,
        entidade: 'defaultPermissions',
        id_entidade: userTypeId,
        acao: 'update',
        alteracoes: fieldChanges({ permissions: before }, { permissions: ids }, ['permissions']),
      });
      await manager.delete(DefaultPermissionEntity, { id_tipo_usuario: userTypeId });
      if (ids.length) {
        await manager.insert(
          DefaultPermissionEntity,
          ids.map((id_permissao) => ({ id_tipo_usuario: userTypeId, id_permissao })),
        );
      }
    });
  }
}
