import { Injectable } from '@nestjs/common';
import { queryRows } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { countedAttemptsSql } from '../access.js';
import type { ExamTrainingRow } from './exam.rules.js';

// One aggregate per training, as the other Painel reads: one round trip per answer. The training's name is the training projection's
// when it holds it (a renamed training shows its current name), else the newest attempt's.
const SUMMARY_SQL = `
  WITH counted AS (
    SELECT t.id_treinamento, count(*)::int AS tentativas, count(DISTINCT t.id_aluno)::int AS alunos,
           sum(t.nota)::text AS soma_notas, count(*) FILTER (WHERE t.aprovado)::int AS aprovadas,
           (array_agg(t.nome_treinamento ORDER BY t.finalizada_em DESC))[1] AS nome_evento
      FROM tentativa_fato t
     WHERE t.finalizada_em >= (:from::date)::timestamp AT TIME ZONE :tz
       AND t.finalizada_em < (:to::date + 1)::timestamp AT TIME ZONE :tz
       AND ${countedAttemptsSql('t.id_aluno', 't.id_treinamento')}
     GROUP BY t.id_treinamento
  )
  SELECT c.id_treinamento, c.tentativas, c.alunos, c.soma_notas, c.aprovadas,
         coalesce((SELECT tp.nome_treinamento FROM treinamento_projecao tp WHERE tp.id_treinamento = c.id_treinamento), c.nome_evento)
           AS nome_treinamento
    FROM counted c`;

/** The Painel's practice-exam reads over the attempt facts. */
@Injectable()
export class ExamReportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Completed attempts by training, of the days `from` to `to` in the time zone `tz`. */
  byTraining(params: { from: string; to: string; tz: string; seller: number | null }): Promise<ExamTrainingRow[]> {
    return queryRows<ExamTrainingRow>(this.dataSource.manager, SUMMARY_SQL, { ...params });
  }
}
