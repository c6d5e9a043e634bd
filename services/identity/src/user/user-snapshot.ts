import type { UserSnapshotV1 } from '@treina/contracts';
import { notFound } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';

/** The user as identity's events carry it: data, type name, permission names, session version, revision. */
export async function loadUserSnapshot(manager: EntityManager, id: number): Promise<UserSnapshotV1> {
  const rows: Array<UserSnapshotV1 & { permissions: string[] | null }> = await manager.query(
    `SELECT u.id_usuario, u.nome, u.email, u.status, u.id_tipo_usuario, t.nome AS nome_tipo_usuario, u.id_aluno,
            COALESCE(array_agg(p.nome ORDER BY p.id_permissao) FILTER (WHERE p.nome IS NOT NULL), '{}') AS permissions,
            u.session_version AS "sessionVersion", u.revision
       FROM usuario u
       JOIN tipo_usuario t ON t.id_tipo_usuario = u.id_tipo_usuario
       LEFT JOIN usuario_permissao up ON up.id_usuario = u.id_usuario
       LEFT JOIN permissao p ON p.id_permissao = up.id_permissao
      WHERE u.id_usuario = $1
      GROUP BY u.id_usuario, t.nome`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound('Usuário não encontrado.');
  return { ...row, id_aluno: row.id_aluno ?? null, permissions: row.permissions ?? [] };
}
