import { ATTENDING_ENROLMENT_STATUSES } from '@treina/contracts';
import type { Db } from '../database/db.js';
import { classNameSql } from '../session/session.repository.js';
import type { FeedSession } from './calendar-feed.js';

/** Replaces the user's feed with a new token's hash (the old address stops working). */
export async function saveFeed(db: Db, userId: number, studentId: number | null, tokenHash: Buffer): Promise<Date> {
  const [row] = await db.query<Array<{ criado_em: Date }>>(
    `INSERT INTO feed_agenda (id_usuario, id_aluno, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (id_usuario) DO UPDATE SET id_aluno = excluded.id_aluno, token_hash = excluded.token_hash, criado_em = now()
     RETURNING criado_em`,
    [userId, studentId, tokenHash],
  );
  return row!.criado_em;
}

/** Whether the user removed a feed. */
export async function removeFeed(db: Db, userId: number): Promise<boolean> {
  const [, removed] = await db.query<[unknown, number]>('DELETE FROM feed_agenda WHERE id_usuario = $1', [userId]);
  return removed > 0;
}

/** When the user's feed was made, if there is one. */
export async function feedOf(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.query<Array<{ criado_em: Date }>>('SELECT criado_em FROM feed_agenda WHERE id_usuario = $1', [userId]);
  return row?.criado_em ?? null;
}

/** Whose feed the token opens: an active user's only (a deactivated account's feed stops). */
export async function ownerOfToken(db: Db, tokenHash: Buffer): Promise<{ id_usuario: number; id_aluno: number | null } | undefined> {
  const [row] = await db.query<Array<{ id_usuario: number; id_aluno: number | null }>>(
    `SELECT f.id_usuario, f.id_aluno FROM feed_agenda f JOIN usuario_projecao u ON u.id_usuario = f.id_usuario AND u.status
      WHERE f.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/**
 * Sessions between two days as instants in the school's time zone: a student's, of the classes they attend; else a user's, of
 * the classes they teach or the sessions they give.
 */
export function sessionsOf(
  db: Db,
  owner: { id_usuario: number; id_aluno: number | null },
  from: string,
  to: string,
  timeZone: string,
): Promise<FeedSession[]> {
  const whose =
    owner.id_aluno === null
      ? '(a.id_instrutor = $1 OR t.id_instrutor = $1)'
      : `EXISTS (SELECT 1 FROM inscricao i WHERE i.id_turma = a.id_turma AND i.id_aluno = $1 AND i.id_status_inscricao = ANY($5::int[]))`;
  return db.query(
    `SELECT a.id, (a.data + a.inicio) AT TIME ZONE $4 AS inicio, (a.data + a.fim) AT TIME ZONE $4 AS fim, a.status,
            ${classNameSql()} AS nome_turma, tr.nome_treinamento, u.nome AS nome_instrutor
       FROM aula a
       JOIN turma t ON t.id = a.id_turma
       JOIN treinamento tr ON tr.id = t.id_treinamento
       LEFT JOIN usuario_projecao u ON u.id_usuario = a.id_instrutor
      WHERE ${whose} AND a.data BETWEEN $2 AND $3
      ORDER BY a.data, a.inicio, a.id`,
    owner.id_aluno === null ? [owner.id_usuario, from, to, timeZone] : [owner.id_aluno, from, to, timeZone, ATTENDING_ENROLMENT_STATUSES],
  );
}
