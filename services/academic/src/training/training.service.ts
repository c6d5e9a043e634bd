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
  recordHistory,
  runList,
} from '@treina/nest-platform';
import { DataSource, type EntityManager, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { publishClassUpdates } from '../class/class-snapshot.js';
import { ClassEntity } from '../class/class.entity.js';
import { MaterialEntity } from '../material/material.entity.js';
import { ReferenceService } from '../reference/reference.service.js';
import { forgetTrainingInterests } from '../student/student-trainings.js';
import type { CreateTrainingDto, UpdateTrainingDto } from './dto/training.dto.js';
import { assertInstructor } from './instructor.js';
import { MATERIAL_IDS_SQL, TRAINING_DEFAULT_SORT, TRAINING_LIST_COLUMNS } from './training-list.columns.js';
import { TrainingMaterialEntity } from './training-material.entity.js';
import { loadTrainingSnapshots } from './training-snapshot.js';
import { TrainingEntity } from './training.entity.js';

export const TRAINING_NOT_FOUND = 'Treinamento não encontrado.';
const MSG_TRAINING_IN_USE = 'Não é possível excluir um treinamento que possui turmas.';
/** What a training's history records: the form's fields, as the API row has them. */
const AUDITED_FIELDS = [
  'nome_treinamento',
  'id_instrutor',
  'carga_horaria',
  'id_status_treinamento',
  'id_material',
] as const satisfies ReadonlyArray<keyof TrainingRow>;

/** Trainings (SPEC: Treinamentos): the list, and changes with their events (a rename reaches the classes' events too). */
@Injectable()
export class TrainingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly reference: ReferenceService,
  ) {}

  list(query: ListQuery): Promise<Page<TrainingRow>> {
    return runList<TrainingRow>(this.baseQuery(this.dataSource.manager), query, TRAINING_LIST_COLUMNS, TRAINING_DEFAULT_SORT, 'id');
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'trainings', id, query, {
      exists: (manager) => manager.existsBy(TrainingEntity, { id }),
      notFoundMessage: TRAINING_NOT_FOUND,
    });
  }

  async create(dto: CreateTrainingDto, actor: AuthenticatedUser): Promise<TrainingRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      await this.validate(manager, dto);
      const inserted = await manager.insert(TrainingEntity, {
        nome_treinamento: dto.nome_treinamento,
        id_instrutor: dto.id_instrutor ?? null,
        carga_horaria: dto.carga_horaria ?? null,
        id_status_treinamento: dto.id_status_treinamento,
      });
      const id = (inserted.identifiers[0] as { id: number }).id;
      await this.writeMaterials(manager, id, dto.id_material ?? []);
      await this.publish(tx, 'academic.training.created.v1', id);
      const row = await this.row(manager, id);
      tx.audit({ actor, entidade: 'trainings', id_entidade: id, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
      return row;
    });
  }

  async update(id: number, dto: UpdateTrainingDto, actor: AuthenticatedUser): Promise<TrainingRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const current = await manager.findOne(TrainingEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw notFound(TRAINING_NOT_FOUND);
      const before = await this.row(manager, id);
      await this.validate(manager, dto);
      await manager.update(TrainingEntity, id, {
        nome_treinamento: dto.nome_treinamento ?? current.nome_treinamento,
        id_instrutor: dto.id_instrutor === undefined ? current.id_instrutor : dto.id_instrutor,
        carga_horaria: dto.carga_horaria === undefined ? current.carga_horaria : dto.carga_horaria,
        id_status_treinamento: dto.id_status_treinamento ?? current.id_status_treinamento,
        revision: () => 'revision + 1',
      });
      if (dto.id_material) {
        await manager.delete(TrainingMaterialEntity, { id_treinamento: id });
        await this.writeMaterials(manager, id, dto.id_material);
      }
      await this.publish(tx, 'academic.training.updated.v1', id);
      // A renamed training renames its classes for consumers that show class names.
      if (dto.nome_treinamento !== undefined && dto.nome_treinamento !== current.nome_treinamento) {
        await publishClassUpdates(tx, 'id_treinamento', id);
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
      await forgetTrainingInterests(manager, ids);
      const rows = await this.baseQuery(manager).where('t.id IN (:...ids)', { ids }).getRawMany<TrainingRow>();
      const found = await manager.find(TrainingEntity, {
        select: { id: true, revision: true },
        where: { id: In(ids) },
        lock: { mode: 'pessimistic_write' },
      });
      if (found.length !== ids.length) throw notFound(TRAINING_NOT_FOUND);
      if (await manager.exists(ClassEntity, { where: { id_treinamento: In(ids) } })) throw conflict(MSG_TRAINING_IN_USE);
      await manager.delete(TrainingEntity, ids);
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

  private async validate(manager: EntityManager, dto: UpdateTrainingDto): Promise<void> {
    await this.reference.assertExists(
      manager,
      'status_treinamento',
      dto.id_status_treinamento,
      'id_status_treinamento',
      'Status do treinamento',
    );
    await assertInstructor(manager, dto.id_instrutor);
    const ids = [...new Set(dto.id_material ?? [])];
    if (ids.length && (await manager.countBy(MaterialEntity, { id: In(ids) })) !== ids.length)
      throw badRequest('A lista de materiais contém um material inexistente.', [
        { field: 'id_material', message: 'Material inexistente.' },
      ]);
  }

  private async writeMaterials(manager: EntityManager, id: number, materialIds: number[]): Promise<void> {
    const ids = [...new Set(materialIds)];
    if (ids.length)
      await manager.insert(
        TrainingMaterialEntity,
        ids.map((id_material) => ({ id_treinamento: id, id_material })),
      );
  }

  private async publish(tx: OutboxTransaction, type: 'academic.training.created.v1' | 'academic.training.updated.v1', id: number) {
    const [snapshot] = await loadTrainingSnapshots(tx.manager, [id]);
    tx.publish(type, snapshot!);
  }

  private async row(manager: EntityManager, id: number): Promise<TrainingRow> {
    const row = await this.baseQuery(manager).where('t.id = :id', { id }).getRawOne<TrainingRow>();
    if (!row) throw notFound(TRAINING_NOT_FOUND);
    return row;
  }

  private baseQuery(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
    return manager
      .createQueryBuilder()
      .from(TrainingEntity, 't')
      .innerJoin('status_treinamento', 's', 's.id_status_treinamento = t.id_status_treinamento')
      .leftJoin('usuario_projecao', 'u', 'u.id_usuario = t.id_instrutor')
      .select(['t.id AS id', 't.nome_treinamento AS nome_treinamento', 't.id_instrutor AS id_instrutor', 'u.nome AS nome_instrutor'])
      .addSelect('t.carga_horaria AS carga_horaria')
      .addSelect([`${MATERIAL_IDS_SQL} AS id_material`, 't.id_status_treinamento AS id_status_treinamento'])
      .addSelect('s.nome_status_treinamento AS nome_status_treinamento');
  }
}
