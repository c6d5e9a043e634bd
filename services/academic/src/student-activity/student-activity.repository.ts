// Academic's copy of CRM's activities (kept by events only), and the students' concluded ones.
import { type ActivityDeletedV1, type ActivitySnapshotV1, ActivityStatusId, type StudentActivity } from '@treina/contracts';
import { DirectoryUserEntity, PreparedQuery, queryRows } from '@treina/nest-platform';
import type { Db } from '../database/db.js';
import { StudentActivityEntity } from '../database/entities/student-activity.entity.js';

/** What a revision-guarded upsert answers: the activity, when this event changed the projection. */
interface AppliedRow {
  id_atividade: number;
}

/** In lists any status other than 1 (Pendente) or 2 (Em Andamento) reads Concluído. */
const OPEN_ACTIVITY_STATUSES = [ActivityStatusId.PENDENTE, ActivityStatusId.EM_ANDAMENTO];

/**
 * The students' concluded activities (not Pendente nor Em Andamento), newest date
 * first; the responsible user named from the users projection (current name), else as the event named them.
 */
const CONCLUDED_ACTIVITIES = new PreparedQuery<StudentActivity & { id_aluno: number }, { ids: number[] }>((manager) =>
  manager
    .createQueryBuilder(StudentActivityEntity, 'sa')
    .leftJoin(DirectoryUserEntity, 'u', 'u.id_usuario = sa.id_usuario')
    .select(['sa.id_aluno AS id_aluno', 'sa.id_atividade AS id_atividade', "to_char(sa.data, 'YYYY-MM-DD') AS data"])
    .addSelect(['sa.id_tipo_atividade AS id_tipo_atividade', 'sa.nome_tipo_atividade AS nome_tipo_atividade', 'sa.titulo AS titulo'])
    .addSelect(['sa.id_usuario AS id_usuario', 'COALESCE(u.nome, sa.nome_usuario) AS nome_usuario'])
    .addSelect(['sa.id_status_atividade AS id_status_atividade', 'sa.nome_status_atividade AS nome_status_atividade'])
    .where('sa.id_aluno = ANY(:ids)')
    .andWhere('NOT sa.deleted')
    .andWhere(`sa.id_status_atividade NOT IN (${OPEN_ACTIVITY_STATUSES.join(', ')})`)
    .orderBy('sa.data', 'DESC')
    .addOrderBy('sa.id_atividade', 'DESC'),
);

/**
 * Applies a created/updated/snapshot event. Returns false when the projection already
 * holds this revision or a newer one (a repeated or late event changes nothing). The
 * row follows the activity to another student, or away from any (`id_aluno` null).
 */
export async function applyChange(db: Db, activity: ActivitySnapshotV1): Promise<boolean> {
  // Revision-guarded upsert: one round trip per event, as the other projections.
  const applied = await queryRows<AppliedRow>(
    db,
    `INSERT INTO atividade_aluno_projecao AS p (id_atividade, id_aluno, data, titulo, id_tipo_atividade, nome_tipo_atividade,
            id_usuario, nome_usuario, id_status_atividade, nome_status_atividade, revision, deleted)
     VALUES (:id, :aluno, :data, :titulo, :tipo, :nomeTipo, :usuario, :nomeUsuario, :status, :nomeStatus, :revision, false)
     ON CONFLICT (id_atividade) DO UPDATE SET
       id_aluno = EXCLUDED.id_aluno, data = EXCLUDED.data, titulo = EXCLUDED.titulo,
       id_tipo_atividade = EXCLUDED.id_tipo_atividade, nome_tipo_atividade = EXCLUDED.nome_tipo_atividade,
       id_usuario = EXCLUDED.id_usuario, nome_usuario = EXCLUDED.nome_usuario,
       id_status_atividade = EXCLUDED.id_status_atividade, nome_status_atividade = EXCLUDED.nome_status_atividade,
       revision = EXCLUDED.revision, deleted = false
     WHERE p.revision < EXCLUDED.revision
     RETURNING id_atividade`,
    {
      id: activity.id_atividade,
      aluno: activity.id_aluno,
      data: activity.data,
      titulo: activity.titulo,
      tipo: activity.id_tipo_atividade,
      nomeTipo: activity.nome_tipo_atividade,
      usuario: activity.id_usuario,
      nomeUsuario: activity.nome_usuario,
      status: activity.id_status_atividade,
      nomeStatus: activity.nome_status_atividade,
      revision: activity.revision,
    },
  );
  return applied.length > 0;
}

/** Marks the activity deleted (a tombstone: a late older event cannot bring it back). */
export async function applyDeletion(db: Db, deleted: ActivityDeletedV1): Promise<boolean> {
  // Revision-guarded upsert, as applyChange().
  const applied = await queryRows<AppliedRow>(
    db,
    `INSERT INTO atividade_aluno_projecao AS p (id_atividade, id_aluno, revision, deleted)
     VALUES (:id, :aluno, :revision, true)
     ON CONFLICT (id_atividade) DO UPDATE SET revision = EXCLUDED.revision, deleted = true
     WHERE p.revision < EXCLUDED.revision
     RETURNING id_atividade`,
    { id: deleted.id_atividade, aluno: deleted.id_aluno, revision: deleted.revision },
  );
  return applied.length > 0;
}

/** The concluded activities of these students, by student, newest date first. */
export async function concludedOf(db: Db, ids: number[]): Promise<Map<number, StudentActivity[]>> {
  const byStudent = new Map<number, StudentActivity[]>();
  for (const { id_aluno, ...activity } of await CONCLUDED_ACTIVITIES.run(db, { ids })) {
    const list = byStudent.get(id_aluno) ?? [];
    list.push(activity);
    byStudent.set(id_aluno, list);
  }
  return byStudent;
}
