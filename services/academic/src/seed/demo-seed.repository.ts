import { DirectoryUserEntity, queryRows } from '@treina/nest-platform';
import { ClassEntity } from '../database/entities/class.entity.js';
import type { Db } from '../database/db.js';
import { MaterialEntity } from '../database/entities/material.entity.js';
import { StudentEntity } from '../database/entities/student.entity.js';
import { TrainingMaterialEntity } from '../database/entities/training-material.entity.js';

/** The id of the class of `training` with this description, if any. */
export async function classWithDescription(db: Db, training: number, description: string): Promise<number | undefined> {
  return (await db.findOne(ClassEntity, { select: { id: true }, where: { id_treinamento: training, desc_turma: description } }))?.id;
}

/** The id of the user (users projection) with this e-mail, if any. */
export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return (await db.findOne(DirectoryUserEntity, { select: { id_usuario: true }, where: { email } }))?.id_usuario;
}

/** The id of the student with this e-mail, if any. */
export async function studentIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return (await db.findOne(StudentEntity, { select: { id: true }, where: { email } }))?.id;
}

export function materialNamed(db: Db, name: string): Promise<boolean> {
  return db.exists(MaterialEntity, { where: { nome_material: name } });
}

/**
 * Trainings with fixed ids (the ones that show 'Simulados'), left as they are when present. The
 * sequence moves past them first: it is not transactional, so a training created in the app
 * meanwhile takes a free id instead of failing on one of these.
 */
export async function placeTrainings(
  db: Db,
  trainings: Array<[number, string, number, string, string]>,
  instructor: number | null,
): Promise<void> {
  await queryRows(db, `SELECT setval('treinamento_id_seq', GREATEST((SELECT last_value FROM treinamento_id_seq), :last))`, {
    last: Math.max(...trainings.map(([id]) => id)),
  });
  // Fixed ids: TypeORM's insert leaves a generated id to its sequence, so these go as SQL.
  for (const [id, nome, status, valor, comissao] of trainings) {
    await queryRows(
      db,
      `INSERT INTO treinamento (id, nome_treinamento, id_instrutor, id_status_treinamento, valor, percentual_comissao)
       VALUES (:id, :nome, :instructor, :status, :valor::numeric, :comissao::numeric) ON CONFLICT (id) DO NOTHING`,
      { id, nome, instructor, status, valor, comissao },
    );
  }
}

/** Shows the material in the trainings (links already there stay). */
export async function linkMaterial(db: Db, materialId: number, trainings: number[]): Promise<void> {
  await db
    .createQueryBuilder()
    .insert()
    .into(TrainingMaterialEntity)
    .values(trainings.map((id_treinamento) => ({ id_treinamento, id_material: materialId })))
    .orIgnore()
    .execute();
}
