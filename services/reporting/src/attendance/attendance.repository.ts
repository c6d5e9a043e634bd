import { Injectable } from '@nestjs/common';
import {
  ACTIVE_CLASS_STATUSES,
  ATTENDANCE_PRESENT_MARKS,
  DEFAULT_MINIMUM_ATTENDANCE,
  SEAT_TAKING_ENROLMENT_STATUSES,
} from '@treina/contracts';
import { queryRows } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { countedMarksSql } from '../access.js';
import { belowMinimumSql, type BelowMinimumRow, type TrainingMonthRow } from './attendance.rules.js';

const list = (values: readonly (number | string)[]) => values.map((value) => (typeof value === 'number' ? value : `'${value}'`)).join(', ');

const PRESENT = `p.presenca IN (${list(ATTENDANCE_PRESENT_MARKS)})`;

/** A session's class's training: the class projection's when it holds the class, else the one the attendance event carried. */
const CLASS_TRAINING = `CASE WHEN tc.revision > 0 AND tc.id_treinamento IS NOT NULL THEN tc.id_treinamento ELSE a.id_treinamento END`;

/** A training's name: the training projection's, else a class's or an enrolment fact's of that training. */
const TRAINING_NAME = (id: string) => `coalesce(
  (SELECT tp.nome_treinamento FROM treinamento_projecao tp WHERE tp.id_treinamento = ${id}),
  (SELECT max(t.nome_treinamento) FROM turma_projecao t WHERE t.id_treinamento = ${id}),
  (SELECT max(f.nome_treinamento) FROM matricula_fato f WHERE f.id_treinamento = ${id}))`;

// Report aggregates in SQL on purpose, as the enrolment summary's: one round trip per answer.

const SUMMARY_SQL = `
  WITH counted AS (
    SELECT to_char(a.data, :bucket) AS month, ${CLASS_TRAINING} AS id_treinamento,
           count(*)::int AS marcacoes, count(*) FILTER (WHERE ${PRESENT})::int AS presencas
      FROM presenca_fato p
      JOIN aula_fato a ON a.id_aula = p.id_aula
      LEFT JOIN turma_projecao tc ON tc.id_turma = a.id_turma
     WHERE a.data BETWEEN :from::date AND :to::date AND ${countedMarksSql('p.id_aluno', 'a.id_turma')}
     GROUP BY 1, 2
  )
  SELECT c.*, ${TRAINING_NAME('c.id_treinamento')} AS nome_treinamento FROM counted c`;

/**
 * Each student's marks per class over the class's recorded sessions, for running classes only (not deleted, status in
 * ACTIVE_CLASS_STATUSES; a class whose status has not reached reporting counts as running) and students still in the class (no entry
 * known there, or one that takes a seat).
 */
const BELOW_MINIMUM_SQL = `
  WITH marks AS (
    SELECT a.id_turma, p.id_aluno, max(${CLASS_TRAINING}) AS id_treinamento,
           count(*)::int AS aulas, count(*) FILTER (WHERE ${PRESENT})::int AS presencas
      FROM presenca_fato p
      JOIN aula_fato a ON a.id_aula = p.id_aula
      LEFT JOIN turma_projecao tc ON tc.id_turma = a.id_turma
     WHERE NOT coalesce(tc.excluida, false) AND ${countedMarksSql('p.id_aluno', 'a.id_turma')}
     GROUP BY a.id_turma, p.id_aluno
  ), placed AS (
    SELECT m.*, d.desc_turma, coalesce(td.frequencia_minima, ${DEFAULT_MINIMUM_ATTENDANCE}) AS frequencia_minima
      FROM marks m
      LEFT JOIN turma_detalhe d ON d.id_turma = m.id_turma
      LEFT JOIN treinamento_detalhe td ON td.id_treinamento = m.id_treinamento
     WHERE coalesce(d.id_status_turma, ${ACTIVE_CLASS_STATUSES[0]}) IN (${list(ACTIVE_CLASS_STATUSES)})
       AND (NOT EXISTS (SELECT 1 FROM matricula_fato f WHERE f.id_aluno = m.id_aluno AND f.id_turma = m.id_turma)
            OR EXISTS (SELECT 1 FROM matricula_fato f WHERE f.id_aluno = m.id_aluno AND f.id_turma = m.id_turma
                          AND f.id_status_inscricao IN (${list(SEAT_TAKING_ENROLMENT_STATUSES)})))
  )
  SELECT pl.id_aluno, s.nome_aluno, pl.id_turma, pl.desc_turma, pl.id_treinamento, ${TRAINING_NAME('pl.id_treinamento')} AS nome_treinamento,
         pl.aulas, pl.presencas, pl.frequencia_minima
    FROM placed pl
    LEFT JOIN aluno_fato s ON s.id_aluno = pl.id_aluno
   WHERE ${belowMinimumSql('pl.presencas', 'pl.aulas', 'pl.frequencia_minima')}`;

/** The Painel's attendance reads over the attendance facts, the class projection and its details. */
@Injectable()
export class AttendanceReportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Marks and presences by training and month (or year, by `bucket`) of the sessions of the days `from` to `to`. */
  byTrainingMonth(params: { from: string; to: string; bucket: string; seller: number | null }): Promise<TrainingMonthRow[]> {
    return queryRows<TrainingMonthRow>(this.dataSource.manager, SUMMARY_SQL, { ...params });
  }

  /** The students of running classes below their training's minimum. */
  belowMinimum(seller: number | null): Promise<BelowMinimumRow[]> {
    return queryRows<BelowMinimumRow>(this.dataSource.manager, BELOW_MINIMUM_SQL, { seller });
  }
}
