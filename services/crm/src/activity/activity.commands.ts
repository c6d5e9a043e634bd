import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type ActivityRow, ActivityStatusId, type ActivityTypeOrigin, CONSULTANT_OPEN_ACTIVITY_MESSAGE } from '@treina/contracts';
import {
  type AuditActor,
  type AuthenticatedUser,
  conflict,
  fieldChanges,
  notFound,
  type OutboxTransaction,
  OutboxService,
} from '@treina/nest-platform';
import { assertConsultantMayChangeActivity, assertMayWriteActivityType, consultantReachesOwnActivities, isConsultant } from '../access.js';
import { parseDateInput, today } from '../common/dates.js';
import { fieldError } from '../common/fields.js';
import { StudentRepository } from '../student-directory/student.repository.js';
import { activityDeletedOf, activitySnapshotOf, FIRST_REVISION } from './activity-events.js';
import { type ActivityChanges, ActivityRepository, type ActivityTx } from './activity.repository.js';
import {
  ACTIVITY_NOT_FOUND,
  type Actor,
  decideStudent,
  decideType,
  decideUser,
  INVALID_STATUS,
  INVALID_TYPE,
  INVALID_USER,
  STUDENT_NOT_FOUND,
} from './activity.rules.js';
import type { CreateActivityDto } from './dto/create-activity.dto.js';
import type { UpdateActivityDto } from './dto/update-activity.dto.js';
import { normalizeSubtasks, type StoredSubtask, tempoGasto } from './subtasks.js';

/** What an activity's history records: the form's fields, the subtasks as a whole list (with their times). */
const AUDITED_FIELDS = [
  'titulo',
  'data',
  'id_tipo_atividade',
  'id_usuario',
  'id_aluno',
  'id_status_atividade',
  'subtasks',
] as const satisfies ReadonlyArray<keyof ActivityRow>;

/**
 * The activity's use cases that write: create, update, delete. Each runs in one outbox
 * transaction whose manager every repository call gets: the change and its crm.activity.*.v1
 * event (the answered row at its new revision) commit together.
 */
@Injectable()
export class ActivityCommands {
  constructor(
    private readonly outbox: OutboxService,
    private readonly activities: ActivityRepository,
    private readonly students: StudentRepository,
  ) {}

  /** POST /api/activity */
  create(dto: CreateActivityDto, actor: AuthenticatedUser): Promise<ActivityRow> {
    return this.outbox.transaction((tx) => this.createIn(tx, dto, actor));
  }

  /** Creates an activity inside the caller's outbox transaction (the request's, or the demo seed's). */
  async createIn(tx: OutboxTransaction, dto: CreateActivityDto, actor: Actor & AuditActor): Promise<ActivityRow> {
    const { manager } = tx;
    const typeId = decideType(actor, dto.id_tipo_atividade);
    assertMayWriteActivityType(actor, typeId);
    const origin = await this.originOf(manager, typeId);
    const userId = decideUser(actor, origin, dto.id_usuario);
    const student = decideStudent(origin, dto.id_aluno);
    if (student.verify) await this.assertStudent(manager, student.id_aluno!);
    if (userId !== actor.id_usuario) await this.assertUser(manager, userId);
    const status = dto.id_status_atividade ?? ActivityStatusId.PENDENTE;
    await this.assertStatus(manager, status);
    const subtasks = subtasksOf(dto.subtasks);
    if (isConsultant(actor) && (await this.activities.hasOpenActivity(manager, actor.id_usuario))) {
      throw conflict(CONSULTANT_OPEN_ACTIVITY_MESSAGE);
    }
    const id = await this.activities.insert(
      manager,
      {
        titulo: dto.titulo,
        data: parseDateInput(dto.data) ?? today(),
        id_usuario: userId,
        id_tipo_atividade: typeId,
        id_aluno: student.id_aluno,
        id_status_atividade: status,
        tempo_gasto: tempoGasto(subtasks),
        atualizado_em: null,
        id_criado_por: actor.id_usuario,
        revisao: FIRST_REVISION,
      },
      subtasks,
    );
    const row = await this.activities.one(id, manager);
    tx.publish('crm.activity.created.v1', activitySnapshotOf(row, FIRST_REVISION));
    tx.audit({ actor, entidade: 'activity', id_entidade: id, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
    return row;
  }

  /** PATCH /api/activity/{id}: what is absent stays; `subtasks`, when sent, replaces the list. */
  update(id: number, dto: UpdateActivityDto, actor: AuthenticatedUser): Promise<ActivityRow> {
    return this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const [stored] = await this.activities.lockStored(manager, [id]);
      if (!stored || !consultantReachesOwnActivities(actor, stored)) throw notFound(ACTIVITY_NOT_FOUND);
      assertConsultantMayChangeActivity(actor, stored);

      const typeId = decideType(actor, dto.id_tipo_atividade, stored);
      assertMayWriteActivityType(actor, typeId);
      const origin = typeId === stored.id_tipo_atividade ? stored.tipo : await this.originOf(manager, typeId);
      const userId = decideUser(actor, origin, dto.id_usuario, stored);
      const student = decideStudent(origin, dto.id_aluno, stored);
      if (student.verify) await this.assertStudent(manager, student.id_aluno!);
      if (userId !== stored.id_usuario && userId !== actor.id_usuario) await this.assertUser(manager, userId);
      if (dto.id_status_atividade !== undefined && dto.id_status_atividade !== stored.id_status_atividade) {
        await this.assertStatus(manager, dto.id_status_atividade);
      }

      const changes: ActivityChanges = {
        id_tipo_atividade: typeId,
        id_usuario: userId,
        id_aluno: student.id_aluno,
        atualizado_em: new Date(),
        revisao: stored.revisao + 1,
      };
      if (dto.titulo !== undefined) changes.titulo = dto.titulo;
      if (dto.data !== undefined) changes.data = parseDateInput(dto.data)!;
      if (dto.id_status_atividade !== undefined) changes.id_status_atividade = dto.id_status_atividade;
      const subtasks = dto.subtasks === undefined ? undefined : subtasksOf(dto.subtasks);
      if (subtasks) changes.tempo_gasto = tempoGasto(subtasks);
      const before = await this.activities.one(id, manager);
      await this.activities.update(manager, id, changes, subtasks);
      const row = await this.activities.one(id, manager);
      tx.publish('crm.activity.updated.v1', activitySnapshotOf(row, stored.revisao + 1));
      tx.audit({ actor, entidade: 'activity', id_entidade: id, acao: 'update', alteracoes: fieldChanges(before, row, AUDITED_FIELDS) });
      return row;
    });
  }

  /** DELETE /api/activity?activitiesIds=: all or nothing; an id the user cannot reach is a 404. */
  async remove(ids: number[], actor: AuthenticatedUser): Promise<void> {
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const stored = await this.activities.lockStored(manager, ids);
      if (stored.length !== ids.length || stored.some((activity) => !consultantReachesOwnActivities(actor, activity)))
        throw notFound(ACTIVITY_NOT_FOUND);
      for (const activity of stored) {
        assertConsultantMayChangeActivity(actor, activity);
        assertMayWriteActivityType(actor, activity.id_tipo_atividade);
      }
      const rows = await this.activities.manyWithSubtasks(manager, ids);
      await this.activities.delete(manager, ids);
      for (const activity of stored) tx.publish('crm.activity.deleted.v1', activityDeletedOf(activity));
      for (const row of rows)
        tx.audit({ actor, entidade: 'activity', id_entidade: row.id, acao: 'delete', alteracoes: fieldChanges(row, null, AUDITED_FIELDS) });
    });
  }

  private async originOf(manager: ActivityTx, typeId: number): Promise<ActivityTypeOrigin> {
    const origin = await this.activities.typeOrigin(manager, typeId);
    if (!origin) throw fieldError('id_tipo_atividade', INVALID_TYPE);
    return origin;
  }

  private async assertUser(manager: ActivityTx, userId: number): Promise<void> {
    if (!(await this.activities.isActiveUser(manager, userId))) throw fieldError('id_usuario', INVALID_USER);
  }

  private async assertStatus(manager: ActivityTx, status: number): Promise<void> {
    if (!(await this.activities.statusExists(manager, status))) throw fieldError('id_status_atividade', INVALID_STATUS);
  }

  private async assertStudent(manager: ActivityTx, studentId: number): Promise<void> {
    if (!(await this.students.exists(studentId, manager))) throw fieldError('id_aluno', STUDENT_NOT_FOUND);
  }
}

/** The body's subtasks as stored: dates and times canonical, ids kept or generated. */
function subtasksOf(subtasks: CreateActivityDto['subtasks']): StoredSubtask[] {
  return normalizeSubtasks(subtasks ?? [], parseDateInput, randomUUID, fieldError);
}
