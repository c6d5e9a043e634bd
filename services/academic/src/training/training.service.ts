import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, TrainingRow } from '@treina/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  fieldChanges,
  conflict,
  type ListQuery,
  notFound,
  OutboxService,
  type OutboxTransaction,
  type Page,
} from '@treina/nest-platform';
import { AcademicDb, type Db } from '../database/db.js';
import * as classes from '../class/class.repository.js';
import { ReferenceService } from '../reference/reference.service.js';
import * as students from '../student/student.repository.js';
import type { CreateTrainingDto, UpdateTrainingDto } from './dto/training.dto.js';
import * as trainings from './training.repository.js';

/** The attendance a training requires for the certificate unless its form says otherwise. */
const DEFAULT_MINIMUM_ATTENDANCE = 75;
const TRAINING_NOT_FOUND = 'Treinamento não encontrado.';
const MSG_TRAINING_IN_USE = 'Não é possível excluir um treinamento que possui turmas.';
/** What a training's history records: the form's fields, as the API row has them. */
const AUDITED_FIELDS = [
  'nome_treinamento',
  'id_instrutor',
  'carga_horaria',
  'frequencia_minima',
  'id_status_treinamento',
  'id_material',
  'valor',
  'percentual_comissao',
] as const satisfies ReadonlyArray<keyof TrainingRow>;

/** Trainings (Treinamentos): the list, and changes with their events (a rename reaches the classes' events too). */
@Injectable()
export class TrainingService {
  constructor(
    private readonly db: AcademicDb,
    private readonly outbox: OutboxService,
    private readonly reference: ReferenceService,
  ) {}

  list(query: ListQuery): Promise<Page<TrainingRow>> {
    return trainings.listPage(this.db.pool, query);
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return trainings.history(this.db.pool, id, query, TRAINING_NOT_FOUND);
  }

  async create(dto: CreateTrainingDto, actor: AuthenticatedUser): Promise<TrainingRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      await this.validate(manager, dto);
      const id = await trainings.insert(manager, {
        nome_treinamento: dto.nome_treinamento,
        id_instrutor: dto.id_instrutor ?? null,
        carga_horaria: dto.carga_horaria ?? null,
        frequencia_minima: dto.frequencia_minima ?? DEFAULT_MINIMUM_ATTENDANCE,
        id_status_treinamento: dto.id_status_treinamento,
        valor: dto.valor ?? null,
        percentual_comissao: dto.percentual_comissao ?? null,
      });
      await trainings.insertMaterials(manager, id, dto.id_material ?? []);
      await this.publish(tx, 'academic.training.created.v1', id);
      const row = await this.row(manager, id);
      tx.audit({ actor, entidade: 'trainings', id_entidade: id, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
      return row;
    });
  }

  async update(id: number, dto: UpdateTrainingDto, actor: AuthenticatedUser): Promise<TrainingRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const current = await trainings.lock(manager, id);
      if (!current) throw notFound(TRAINING_NOT_FOUND);
      const before = await this.row(manager, id);
      await this.validate(manager, dto);
      await trainings.update(manager, id, {
        nome_treinamento: dto.nome_treinamento ?? current.nome_treinamento,
        id_instrutor: dto.id_instrutor === undefined ? current.id_instrutor : dto.id_instrutor,
        carga_horaria: dto.carga_horaria === undefined ? current.carga_horaria : dto.carga_horaria,
        frequencia_minima: dto.frequencia_minima ?? current.frequencia_minima,
        id_status_treinamento: dto.id_status_treinamento ?? current.id_status_treinamento,
        valor: dto.valor === undefined ? current.valor : dto.valor,
        percentual_comissao: dto.percentual_comissao === undefined ? current.percentual_comissao : dto.percentual_comissao,
      });
      if (dto.id_material) await trainings.replaceMaterials(manager, id, dto.id_material);
      await this.publish(tx, 'academic.training.updated.v1', id);
      // A renamed training renames its classes for consumers that show class names.
      if (dto.nome_treinamento !== undefined && dto.nome_treinamento !== current.nome_treinamento) {
        for (const snapshot of await classes.raiseRevisionsOfTraining(manager, id)) tx.publish('academic.class.updated.v1', snapshot);
      }
      const after = await this.row(manager, id);
      tx.audit({ actor, entidade: 'trainings', id_entidade: id, acao: 'update', alteracoes: fieldChanges(before, after, AUDITED_FIELDS) });
      return after;
    });
  }

  async remove(ids: number[], actor: AuthenticatedUser): Promise<number> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      // The students' rows first, then the trainings: the order a student's save takes them in (its
      // interests' foreign keys lock the training), so the two never deadlock. A student who takes an
      // interest meanwhile keeps a deleted id, harmless: no name search finds a deleted training.
      await students.forgetTrainingInterests(manager, ids);
      const rows = await trainings.listRows(manager, ids);
      const found = await trainings.lockMany(manager, ids);
      if (found.length !== ids.length) throw notFound(TRAINING_NOT_FOUND);
      if (await classes.existsOfTrainings(manager, ids)) throw conflict(MSG_TRAINING_IN_USE);
      await trainings.remove(manager, ids);
      for (const row of found) tx.publish('academic.training.deleted.v1', { id_treinamento: row.id, revision: row.revision + 1 });
      for (const row of rows)
        tx.audit({
          actor,
          entidade: 'trainings',
          id_entidade: row.id,
          acao: 'delete',
          alteracoes: fieldChanges(row, null, AUDITED_FIELDS),
        });
      return found.length;
    });
  }

  private async validate(manager: Db, dto: UpdateTrainingDto): Promise<void> {
    await this.reference.assertExists(
      manager,
      'status_treinamento',
      dto.id_status_treinamento,
      'id_status_treinamento',
      'Status do treinamento',
    );
    await this.reference.assertInstructor(manager, dto.id_instrutor);
    const ids = [...new Set(dto.id_material ?? [])];
    if (ids.length && !(await trainings.materialsExist(manager, ids)))
      throw badRequest('A lista de materiais contém um material inexistente.', [
        { field: 'id_material', message: 'Material inexistente.' },
      ]);
  }

  private async publish(tx: OutboxTransaction, type: 'academic.training.created.v1' | 'academic.training.updated.v1', id: number) {
    const [snapshot] = await trainings.snapshots(tx.manager, [id]);
    tx.publish(type, snapshot!);
  }

  private async row(manager: Db, id: number): Promise<TrainingRow> {
    const row = await trainings.listRow(manager, id);
    if (!row) throw notFound(TRAINING_NOT_FOUND);
    return row;
  }
}
