import { Injectable } from '@nestjs/common';
import { ActivityStatusId, type ActivityTypeOrigin } from '@treina/contracts';
import { DirectoryUserEntity } from '@treina/nest-platform';
import { type EntityManager, In, Not, type QueryDeepPartialEntity } from 'typeorm';
import { ActivityTypeEntity } from '../activity-type/activity-type.entity.js';
import { searchTextOf } from './activity-search.js';
import { ActivityStatusEntity } from './activity-status.entity.js';
import { ActivityEntity } from './activity.entity.js';
import type { StoredActivity } from './activity.rules.js';
import { SubtaskEntity } from './subtask.entity.js';
import type { StoredSubtask } from './subtasks.js';

export type ActivityChanges = QueryDeepPartialEntity<ActivityEntity>;
export type NewActivity = ActivityChanges & { titulo: string; id_aluno: number | null };
/** What the rules need of a stored activity, with what its events need: its id and revision. */
export type LockedActivity = StoredActivity & { id: number; revisao: number };

/**
 * The activity aggregate in the database (the activity, its subtasks and its searched
 * text) and the references its rules check, always on the caller's transaction.
 */
@Injectable()
export class ActivityRepository {
  /** What the rules need of these activities, locked until the transaction ends. */
  lockStored(manager: EntityManager, ids: number[]): Promise<LockedActivity[]> {
    return manager
      .createQueryBuilder()
      .from(ActivityEntity, 'a')
      .innerJoin(ActivityTypeEntity, 't', 't.id = a.id_tipo_atividade')
      .select('a.id', 'id')
      .addSelect('a.revisao', 'revisao')
      .addSelect('a.id_usuario', 'id_usuario')
      .addSelect('a.id_tipo_atividade', 'id_tipo_atividade')
      .addSelect('t.tipo', 'tipo')
      .addSelect('a.id_aluno', 'id_aluno')
      .addSelect('a.id_status_atividade', 'id_status_atividade')
      .where('a.id = ANY(:ids)', { ids })
      .setLock('pessimistic_write', undefined, ['a'])
      .getRawMany<LockedActivity>();
  }

  /** Inserts the activity with its subtasks and searched text; answers its id. */
  async insert(manager: EntityManager, activity: NewActivity, subtasks: StoredSubtask[]): Promise<number> {
    const search = searchTextOf(activity);
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ActivityEntity)
      .values({ ...activity, busca: search.sql })
      .setParameters(search.params)
      .execute();
    const id = (inserted.identifiers[0] as { id: number }).id;
    await this.insertSubtasks(manager, id, subtasks);
    return id;
  }

  /** Changes the activity (and its searched text); `subtasks`, when given, replace its list. */
  async update(manager: EntityManager, id: number, changes: ActivityChanges, subtasks?: StoredSubtask[]): Promise<void> {
    if (subtasks) {
      await manager.delete(SubtaskEntity, { id_atividade: id });
      await this.insertSubtasks(manager, id, subtasks);
    }
    const search = searchTextOf(changes, 'atividade');
    await manager
      .createQueryBuilder()
      .update(ActivityEntity)
      .set({ ...changes, busca: search.sql })
      .where({ id })
      .setParameters(search.params)
      .execute();
  }

  /** Deletes the activities (their subtasks go with them: ON DELETE CASCADE). */
  async delete(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.delete(ActivityEntity, { id: In(ids) });
  }

  /** The origin (SYSTEM, FIXED, CUSTOM) of an activity type; undefined when there is no such type. */
  async typeOrigin(manager: EntityManager, typeId: number): Promise<ActivityTypeOrigin | undefined> {
    return (await manager.findOne(ActivityTypeEntity, { where: { id: typeId } }))?.tipo;
  }

  /** True when the user is in the users projection and active. */
  isActiveUser(manager: EntityManager, userId: number): Promise<boolean> {
    return manager.exists(DirectoryUserEntity, { where: { id_usuario: userId, status: true } });
  }

  statusExists(manager: EntityManager, status: number): Promise<boolean> {
    return manager.exists(ActivityStatusEntity, { where: { id: status } });
  }

  /**
   * True when one of the user's activities is not concluded. Takes a transaction-long
   * advisory lock on the user first, so two simultaneous creations of a consultant
   * wait for each other and only one of them finds none.
   */
  async hasOpenActivity(manager: EntityManager, userId: number): Promise<boolean> {
    await manager
      .createQueryBuilder()
      .select(`pg_advisory_xact_lock(hashtext('crm.consultant-open-activity'), :userId)`)
      .fromDummy()
      .setParameters({ userId })
      .getRawOne();
    return manager.exists(ActivityEntity, { where: { id_usuario: userId, id_status_atividade: Not(ActivityStatusId.CONCLUIDO) } });
  }

  private async insertSubtasks(manager: EntityManager, activityId: number, subtasks: StoredSubtask[]): Promise<void> {
    if (!subtasks.length) return;
    await manager.insert(
      SubtaskEntity,
      subtasks.map((subtask) => ({ id_atividade: activityId, ...subtask })),
    );
  }
}
