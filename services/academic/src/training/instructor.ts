import { badRequest, DirectoryUserEntity } from '@treina/nest-platform';
import type { EntityManager } from 'typeorm';

const MSG_INSTRUCTOR = 'Instrutor inválido: selecione um usuário ativo.';

/** An instructor must be an active user of the users projection (kept from identity's events). */
export async function assertInstructor(manager: EntityManager, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  if (!(await manager.exists(DirectoryUserEntity, { where: { id_usuario: id, status: true } })))
    throw badRequest(MSG_INSTRUCTOR, [{ field: 'id_instrutor', message: MSG_INSTRUCTOR }]);
}
