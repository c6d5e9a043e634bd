import { Inject, Injectable } from '@nestjs/common';
import type { ClassDeletedV1, ClassSnapshotV1, EnrolmentSnapshotV1, TrainingDeletedV1, TrainingSnapshotV1 } from '@treina/contracts';
import type { EntityManager } from 'typeorm';
import { HotStatement, queryRows } from '../database/typed-query.js';
import { CLASS_PROJECTION_OPTIONS, type ClassProjectionOptions, type KeptDates } from './class-projection.options.js';
import {
  CLASS_DATE_COLUMNS,
  type ClassDateColumn,
  type ClassFields,
  classFields,
  enrolmentClassFields,
  type HeldClass,
  type HeldTraining,
  withTrainingName,
} from './class-projection.rules.js';

/** Rows a transaction holds share-locked (see heldIn); `row` undefined: none could be locked. */
interface HeldRows<K extends ClassDateColumn> {
  classes: Map<number, { row: HeldClass<K> | undefined }>;
  trainings: Map<number, { row: HeldTraining | undefined }>;
}

// Run for the first event of a class or training in each consumer transaction: prepared once per connection.
const LOCK_TRAINING = new HotStatement<HeldTraining, { id: number }>(
  'SELECT revision, nome_treinamento FROM treinamento_projecao WHERE id_treinamento = :id FOR SHARE',
);

/** SQL types of the class fields, for comparing a row's fields with bound parameters. */
const FIELD_TYPES = { id_treinamento: 'int', nome_treinamento: 'varchar', data_inicio: 'date', data_fim: 'date' } as const;

/**
 * A consumer's projection of academic's classes and training names, kept from their events in the inbox transaction, and the rewrite of
 * the consumer's rows they change (academic does not re-send a class's enrolments). Rows only move to a higher revision. The lock order
 * (class, training, then the consumer's rows): libs/nest-platform/README.md, 'Class projection: locks'.
 */
@Injectable()
export class ClassProjection<O extends ClassProjectionOptions = ClassProjectionOptions> {
  /** The class dates kept, in the table's column order. */
  private readonly dates: Array<KeptDates<O>>;
  private readonly storeClassSql: string;
  private readonly lockClassStatement: HotStatement<HeldClass<KeptDates<O>>, { id_turma: number }>;
  private readonly rewriteClassRowsSql: string;
  private readonly renameTrainingRowsSql: string;
  private readonly held = new WeakMap<EntityManager, HeldRows<KeptDates<O>>>();

  constructor(@Inject(CLASS_PROJECTION_OPTIONS) options: O) {
    this.dates = CLASS_DATE_COLUMNS.filter((column) => options.keep.includes(column));
    const fields = ['id_treinamento', 'nome_treinamento', ...this.dates] as const;
    // Named parameters (bound by TypeORM's driver through queryRows): each field binds by its own column name.
    const fieldParams = fields.map((field) => `:${field}`);
    this.storeClassSql = `INSERT INTO turma_projecao AS t (id_turma, ${fields.join(', ')}, revision, excluida)
       VALUES (:id_turma, ${fieldParams.join(', ')}, :revision, false)
       ON CONFLICT (id_turma) DO UPDATE SET
         ${fields.map((field) => `${field} = EXCLUDED.${field}`).join(', ')}, revision = EXCLUDED.revision, excluida = false, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision
       RETURNING id_turma`;
    this.lockClassStatement =
      new HotStatement(`SELECT revision, id_treinamento, nome_treinamento${this.dates.map((date) => `, to_char(${date}, 'YYYY-MM-DD') AS ${date}`).join('')}
         FROM turma_projecao WHERE id_turma = :id_turma FOR SHARE`);
    this.rewriteClassRowsSql = `UPDATE ${options.rows} SET ${fields.map((field, index) => `${field} = ${fieldParams[index]}`).join(', ')}
        WHERE id_turma = :id_turma AND (${fields.join(', ')}) IS DISTINCT FROM (${fields.map((field, index) => `${fieldParams[index]}::${FIELD_TYPES[field]}`).join(', ')})`;
    this.renameTrainingRowsSql = `UPDATE ${options.rows} SET nome_treinamento = :nome_treinamento
        WHERE id_treinamento = :id_treinamento AND nome_treinamento IS DISTINCT FROM :nome_treinamento`;
  }

  /** The class fields of an enrolment event's row (see enrolmentClassFields for the two arrival orders). */
  async fieldsForEnrolment(manager: EntityManager, enrolment: EnrolmentSnapshotV1): Promise<ClassFields<KeptDates<O>>> {
    const held = this.heldIn(manager);
    let klass = held?.classes.get(enrolment.id_turma);
    if (!klass) {
      klass = { row: await this.lockClass(manager, enrolment.id_turma) };
      held?.classes.set(enrolment.id_turma, klass);
    }
    const fields = enrolmentClassFields(klass.row, enrolment, this.dates);
    let training = held?.trainings.get(fields.id_treinamento);
    if (!training) {
      training = { row: await this.lockTraining(manager, fields.id_treinamento) };
      held?.trainings.set(fields.id_treinamento, training);
    }
    return withTrainingName(fields, training.row);
  }

  /**
   * The class and training rows this transaction share-locked, as read; undefined outside a transaction. A batch of one class's enrolment
   * events reads them once. Safe while the lock holds; this projection's own writes forget them. Keyed by the transaction's EntityManager.
   */
  private heldIn(manager: EntityManager): HeldRows<KeptDates<O>> | undefined {
    if (!manager.queryRunner?.isTransactionActive) return undefined;
    let held = this.held.get(manager);
    if (!held) {
      held = { classes: new Map(), trainings: new Map() };
      this.held.set(manager, held);
    }
    return held;
  }

  /** After a write to the projection in this transaction: the rows must be read again. */
  private forgetHeld(manager: EntityManager): void {
    this.held.delete(manager);
  }

  /**
   * A class snapshot (created or updated): stored when its revision is above the held
   * one, and then the class fields of every row of the class rewritten.
   */
  async applyClass(manager: EntityManager, snapshot: ClassSnapshotV1): Promise<void> {
    this.forgetHeld(manager);
    const stored = classFields(snapshot, this.dates);
    const applied = await queryRows<{ id_turma: number }>(manager, this.storeClassSql, {
      ...stored,
      id_turma: snapshot.id_turma,
      revision: snapshot.revision,
    });
    if (!applied.length) return;
    const shown = withTrainingName(stored, await this.lockTraining(manager, snapshot.id_treinamento));
    await queryRows(manager, this.rewriteClassRowsSql, { ...shown, id_turma: snapshot.id_turma });
  }

  /**
   * A deleted class or training only marks the projection (academic deletes a class with cancelled or refunded entries only, and a training
   * without classes): it keeps its last fields, and the deletion's revision stops late older events. The consumer's rows stay as their
   * enrolment events left them.
   */
  async applyClassDeleted(manager: EntityManager, deleted: ClassDeletedV1): Promise<void> {
    this.forgetHeld(manager);
    await queryRows(
      manager,
      `INSERT INTO turma_projecao AS t (id_turma, revision, excluida) VALUES (:id_turma, :revision, true)
       ON CONFLICT (id_turma) DO UPDATE SET revision = EXCLUDED.revision, excluida = true, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision`,
      { id_turma: deleted.id_turma, revision: deleted.revision },
    );
  }

  /** A training snapshot: stored when its revision is above the held one, and then the training renamed in every row of its classes. */
  async applyTraining(manager: EntityManager, snapshot: TrainingSnapshotV1): Promise<void> {
    this.forgetHeld(manager);
    const training = { id_treinamento: snapshot.id_treinamento, nome_treinamento: snapshot.nome_treinamento };
    const applied = await queryRows<{ id_treinamento: number }>(
      manager,
      `INSERT INTO treinamento_projecao AS t (id_treinamento, revision, nome_treinamento, excluido)
       VALUES (:id_treinamento, :revision, :nome_treinamento, false)
       ON CONFLICT (id_treinamento) DO UPDATE SET
         revision = EXCLUDED.revision, nome_treinamento = EXCLUDED.nome_treinamento, excluido = false, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision
       RETURNING id_treinamento`,
      { ...training, revision: snapshot.revision },
    );
    if (applied.length) await queryRows(manager, this.renameTrainingRowsSql, training);
  }

  async applyTrainingDeleted(manager: EntityManager, deleted: TrainingDeletedV1): Promise<void> {
    this.forgetHeld(manager);
    await queryRows(
      manager,
      `INSERT INTO treinamento_projecao AS t (id_treinamento, revision, excluido) VALUES (:id_treinamento, :revision, true)
       ON CONFLICT (id_treinamento) DO UPDATE SET revision = EXCLUDED.revision, excluido = true, atualizado_em = now()
       WHERE t.revision < EXCLUDED.revision`,
      { id_treinamento: deleted.id_treinamento, revision: deleted.revision },
    );
  }

  /**
   * The class's row, shared-locked. A revision-0 placeholder is created first when the class
   * is unknown, so there is always a row to lock; the lock is tried first because the row
   * almost always exists (one statement on the event path instead of two).
   */
  private async lockClass(manager: EntityManager, id: number): Promise<HeldClass<KeptDates<O>> | undefined> {
    const [held] = await this.lockClassStatement.run(manager, { id_turma: id });
    if (held) return held;
    await queryRows(manager, 'INSERT INTO turma_projecao (id_turma, revision) VALUES (:id, 0) ON CONFLICT (id_turma) DO NOTHING', { id });
    const [placeholder] = await this.lockClassStatement.run(manager, { id_turma: id });
    return placeholder;
  }

  /** The training's row, shared-locked; as lockClass. */
  private async lockTraining(manager: EntityManager, id: number): Promise<HeldTraining | undefined> {
    const [held] = await LOCK_TRAINING.run(manager, { id });
    if (held) return held;
    await queryRows(
      manager,
      'INSERT INTO treinamento_projecao (id_treinamento, revision) VALUES (:id, 0) ON CONFLICT (id_treinamento) DO NOTHING',
      { id },
    );
    const [placeholder] = await LOCK_TRAINING.run(manager, { id });
    return placeholder;
  }
}
