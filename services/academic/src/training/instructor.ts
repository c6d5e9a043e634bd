import { badRequest, DirectoryUserEntity, PreparedQuery } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';

const MSG_INSTRUCTOR = 'Instrutor inválido: selecione um usuário ativo.';

/**
 * The instructor, if an active user: a prepared statement, not `manager.exists` (which TypeORM
 * builds again, from find options, on every class save: ~0.4 ms of CPU per save).
 */
const ACTIVE_USER = new PreparedQuery<{ id_usuario: number }, { id: number }>((manager) =>
  manager
    .createQueryBuilder(DirectoryUserEntity, 'u')
    .select('u.id_usuario AS id_usuario')
    .where('u.id_usuario = :id')
    .andWhere('u.status = true'),
);

/** An instructor must be an active user of the users projection (kept from identity's events). */
export async function assertInstructor(manager: EntityManager, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  if ((await ACTIVE_USER.run(manager, { id })).length === 0)
    throw badRequest(MSG_INSTRUCTOR, [{ field: 'id_instrutor', message: MSG_INSTRUCTOR }]);
}
