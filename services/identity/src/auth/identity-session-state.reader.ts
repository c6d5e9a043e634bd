import { Injectable } from '@nestjs/common';
import type { SessionStateReader, SessionUserState } from '@treina/nest-platform';
import { DataSource } from 'typeorm';

/** Identity checks sessions against its own tables: the source of truth. */
@Injectable()
export class IdentitySessionStateReader implements SessionStateReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(userId: number): Promise<SessionUserState | null> {
    const rows: Array<SessionUserState & { permissions: string[] | null }> = await this.dataSource.query(
      `SELECT u.id_usuario, u.nome, u.email, u.status, u.id_tipo_usuario, u.id_aluno,
              u.session_version AS "sessionVersion",
              COALESCE(array_agg(p.nome ORDER BY p.id_permissao) FILTER (WHERE p.nome IS NOT NULL), '{}') AS permissions
         FROM usuario u
         LEFT JOIN usuario_permissao up ON up.id_usuario = u.id_usuario
         LEFT JOIN permissao p ON p.id_permissao = up.id_permissao
        WHERE u.id_usuario = $1
        GROUP BY u.id_usuario`,
      [userId],
    );
    const row = rows[0];
    return row ? { ...row, permissions: row.permissions ?? [] } : null;
  }
}
