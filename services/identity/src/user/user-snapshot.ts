import type { UserSnapshotV1 } from '@treina/contracts';
import { notFound } from '@treina/nest-platform';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { PermissionEntity, UserPermissionEntity } from '../permission/permission.entity.js';
import { USER_NOT_FOUND } from './user-list.columns.js';
import { UserTypeEntity } from './user-type.entity.js';
import { UserEntity } from './user.entity.js';

/**
 * A user with the names of its permissions (`permissions`, in id order) and its session
 * version (`sessionVersion`): the columns the session check and the user events share; the
 * caller adds what else it selects.
 */
export function userWithPermissionsQuery(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  return manager
    .createQueryBuilder()
    .from(UserEntity, 'u')
    .leftJoin(UserPermissionEntity, 'up', 'up.id_usuario = u.id_usuario')
    .leftJoin(PermissionEntity, 'p', 'p.id_permissao = up.id_permissao')
    .select(['u.id_usuario AS id_usuario', 'u.nome AS nome', 'u.email AS email', 'u.status AS status'])
    .addSelect(['u.id_tipo_usuario AS id_tipo_usuario', 'u.id_aluno AS id_aluno', 'u.session_version AS "sessionVersion"'])
    .addSelect(`COALESCE(array_agg(p.nome ORDER BY p.id_permissao) FILTER (WHERE p.nome IS NOT NULL), '{}')`, 'permissions')
    .groupBy('u.id_usuario');
}

/** The user as identity's events carry it: data, type name, permission names, session version, revision. */
export async function loadUserSnapshot(manager: EntityManager, id: number): Promise<UserSnapshotV1> {
  const row = await userWithPermissionsQuery(manager)
    .innerJoin(UserTypeEntity, 't', 't.id_tipo_usuario = u.id_tipo_usuario')
    .addSelect(['t.nome AS nome_tipo_usuario', 'u.revision AS revision'])
    .addGroupBy('t.nome')
    .where('u.id_usuario = :id', { id })
    .getRawOne<UserSnapshotV1 & { permissions: string[] | null }>();
  if (!row) throw notFound(USER_NOT_FOUND);
  return { ...row, id_aluno: row.id_aluno ?? null, permissions: row.permissions ?? [] };
}
