import { Inject, Injectable } from '@nestjs/common';
import type { ClassDeletedV1, ClassSnapshotV1, EnrolmentSnapshotV1, TrainingDeletedV1, TrainingSnapshotV1 } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import { CLASS_PROJECTION_OPTIONS, type ClassProjectionOptions, type KeptDates } from './class-projection.options.js';
import {
  CLASS_DATE_COLUMNS,
  type ClassFields,
  classFields,
  enrolmentClassFields,
  type HeldClass,
  type HeldTraining,
  withTrainingName,
} from './class-projection.rules.js';

/** SQL types of the class fields, for comparing a row's fields with bound parameters. */
const FIELD_TYPES = { id_treinamento: 'int', nome_treinamento: 'varchar', data_inicio: 'date', data_fim: 'date' } as const;

/**
 * A consumer's projection of academic's classes (turma_projecao) and training names
 * (treinamento_projecao), kept from academic's class and training events inside the
 * consumer's inbox transaction, and the rewrite of the consumer's rows they change:
 * academic does not re-send the enrolments of a class whose training or dates change,
 * nor of a renamed training. Each projection row only moves to a higher revision, so
 * an older or repeated snapshot changes nothing. Payloads arrive validated against
 * their contracts.
 *
 * Locks: a class event takes its class row exclusively, an enrolment event shares it
 * (and likewise the training row), so a consumer's row of an enrolment is written
 * either before the class event's rewrite of the class's rows (which then sees and
 * rewrites it) or after it (and reads the new fields). Everyone takes them in the
 * order: the consumer's own enrolment lock (if any), class, training, the consumer's
 * rows. No deadlock.
 */
@Injectable()
export class ClassProjection<O extends ClassProjectionOptions = ClassProjectionOptions> {
  /** The class dates kept, in the table's column order. */
  private readonly dates: Array<KeptDates<O>>;
  private readonly storeClassSql: string;
  private readonly lockClassSql: string;
  private readonly rewriteClassRowsSql: string;
  private readonly renameTrainingRowsSql: string;

  constructor(@Inject(CLASS_PROJECTION_OPTIONS) options: O) {
    this.dates = CLASS_DATE_COLUMNS.filter((column) => options.keep.includes(column));
    const fields = ['id_treinamento', 'nome_treinamento', ...this.dates] as const;
    const fieldParams = fields.map((_, index) => `$${index + 2}`);
    this.storeClassSql = `INSERT INTO turma_projecao AS t (id_turma, ${fields.join(', ')}, revision, excluida)
       VALUES ($1, ${fieldParams.join(', ')}, $${fields.length + 2}, false)
       ON CONFLICT (id_turma) DO UPDATE SET
         ${fields.map((field) => `${field} = EXCLUDED.${field}`).join(', ')}, revision = EXCLUDED.revision, excluida = false, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision
       RETURNING id_turma`;
    this.lockClassSql = `SELECT revision, id_treinamento, nome_treinamento${this.dates.map((date) => `, to_char(${date}, 'YYYY-MM-DD') AS ${date}`).join('')}
         FROM turma_projecao WHERE id_turma = $1 FOR SHARE`;
    this.rewriteClassRowsSql = `UPDATE ${options.rows} SET ${fields.map((field, index) => `${field} = ${fieldParams[index]}`).join(', ')}
        WHERE id_turma = $1 AND (${fields.join(', ')}) IS DISTINCT FROM (${fields.map((field, index) => `${fieldParams[index]}::${FIELD_TYPES[field]}`).join(', ')})`;
    this.renameTrainingRowsSql = `UPDATE ${options.rows} SET nome_treinamento = $2 WHERE id_treinamento = $1 AND nome_treinamento IS DISTINCT FROM $2`;
  }

  /** The class fields of an enrolment event's row (see enrolmentClassFields for the two arrival orders). */
  async fieldsForEnrolment(manager: EntityManager, enrolment: EnrolmentSnapshotV1): Promise<ClassFields<KeptDates<O>>> {
    const fields = enrolmentClassFields(await this.lockClass(manager, enrolment.id_turma), enrolment, this.dates);
    return withTrainingName(fields, await this.lockTraining(manager, fields.id_treinamento));
  }

  /**
   * A class snapshot (created or updated): stored when its revision is above the held
   * one, and then the class fields of every row of the class rewritten.
   */
  async applyClass(manager: EntityManager, snapshot: ClassSnapshotV1): Promise<void> {
    const stored = classFields(snapshot, this.dates);
    const applied: unknown[] = await manager.query(this.storeClassSql, [snapshot.id_turma, ...this.valuesOf(stored), snapshot.revision]);
    if (!applied.length) return;
    const shown = withTrainingName(stored, await this.lockTraining(manager, snapshot.id_treinamento));
    await manager.query(this.rewriteClassRowsSql, [snapshot.id_turma, ...this.valuesOf(shown)]);
  }

  /**
   * A deleted class or training only marks the projection (academic deletes a class
   * with cancelled or refunded entries only, and a training without classes): it keeps
   * its last fields, and the deletion's revision stops late older events. The
   * consumer's rows stay as their enrolment events left them.
   */
  async applyClassDeleted(manager: EntityManager, deleted: ClassDeletedV1): Promise<void> {
    await manager.query(
      `INSERT INTO turma_projecao AS t (id_turma, revision, excluida) VALUES ($1, $2, true)
       ON CONFLICT (id_turma) DO UPDATE SET revision = EXCLUDED.revision, excluida = true, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision`,
      [deleted.id_turma, deleted.revision],
    );
  }

  /** A training snapshot: stored when its revision is above the held one, and then the training renamed in every row of its classes. */
  async applyTraining(manager: EntityManager, snapshot: TrainingSnapshotV1): Promise<void> {
    const applied: unknown[] = await manager.query(
      `INSERT INTO treinamento_projecao AS t (id_treinamento, revision, nome_treinamento, excluido) VALUES ($1, $2, $3, false)
       ON CONFLICT (id_treinamento) DO UPDATE SET
         revision = EXCLUDED.revision, nome_treinamento = EXCLUDED.nome_treinamento, excluido = false, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision
       RETURNING id_treinamento`,
      [snapshot.id_treinamento, snapshot.revision, snapshot.nome_treinamento],
    );
    if (applied.length) await manager.query(this.renameTrainingRowsSql, [snapshot.id_treinamento, snapshot.nome_treinamento]);
  }

  async applyTrainingDeleted(manager: EntityManager, deleted: TrainingDeletedV1): Promise<void> {
    await manager.query(
      `INSERT INTO treinamento_projecao AS t (id_treinamento, revision, excluido) VALUES ($1, $2, true)
       ON CONFLICT (id_treinamento) DO UPDATE SET revision = EXCLUDED.revision, excluido = true, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision`,
      [deleted.id_treinamento, deleted.revision],
    );
  }

  /** The parameters of `fields`, in the order of the class SQL's field columns. */
  private valuesOf(fields: ClassFields<KeptDates<O>>): unknown[] {
    return [fields.id_treinamento, fields.nome_treinamento, ...this.dates.map((date) => fields[date])];
  }

  /** The class's row, shared-locked (a revision-0 placeholder is created first, so there is always a row to lock). */
  private async lockClass(manager: EntityManager, id: number): Promise<HeldClass<KeptDates<O>> | undefined> {
    await manager.query('INSERT INTO turma_projecao (id_turma, revision) VALUES ($1, 0) ON CONFLICT (id_turma) DO NOTHING', [id]);
    const rows: Array<HeldClass<KeptDates<O>>> = await manager.query(this.lockClassSql, [id]);
    return rows[0];
  }

  private async lockTraining(manager: EntityManager, id: number): Promise<HeldTraining | undefined> {
    await manager.query(
      'INSERT INTO treinamento_projecao (id_treinamento, revision) VALUES ($1, 0) ON CONFLICT (id_treinamento) DO NOTHING',
      [id],
    );
    const rows: HeldTraining[] = await manager.query(
      'SELECT revision, nome_treinamento FROM treinamento_projecao WHERE id_treinamento = $1 FOR SHARE',
      [id],
    );
    return rows[0];
  }
}
