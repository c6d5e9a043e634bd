import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, ExamBody, ExamClassStats, ExamRow, ExamStats, MissedQuestion } from '@treina/contracts';
import { type ListColumn, type ListQuery, type Page, queryRows, recordHistory, runList } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import { AttemptEntity } from '../attempt/attempt.entity.js';
import { releasingTrainings } from '../enrolment/enrolment.repository.js';
import { TRAINING_NAME_SQL } from '../question/question.repository.js';
import { ExamEntity } from './exam.entity.js';

/** The exams' list: its fields and the SQL behind each (q searches the title). */
export const EXAM_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 's.id', kind: 'number' },
  id_treinamento: { sql: 's.id_treinamento', kind: 'number' },
  nome_treinamento: { sql: 'tp.nome_treinamento', kind: 'text' },
  titulo: { sql: 's.titulo', kind: 'text', searchable: true },
  num_questoes: { sql: 's.num_questoes', kind: 'number' },
  tempo_minutos: { sql: 's.tempo_minutos', kind: 'number' },
  disponivel_de: { sql: 's.disponivel_de', kind: 'date', instant: true },
  disponivel_ate: { sql: 's.disponivel_ate', kind: 'date', instant: true },
};

/** By title. */
const EXAM_DEFAULT_SORT = [{ field: 'titulo', descending: false }];

/** An exam as stored, with its training's name (for the event and the attempt's title). */
export interface StoredExam extends ExamBody {
  id: number;
  nome_treinamento: string;
}

/** A student's figures on one exam. */
export interface StudentExamFigures {
  id_simulado: number;
  tentativas: number;
  melhor_nota: number | null;
  em_andamento: number | null;
}

/** The exams (simulado) and their figures. */
@Injectable()
export class ExamRepository {
  constructor(private readonly dataSource: DataSource) {}

  private base(manager: EntityManager = this.dataSource.manager) {
    return manager
      .createQueryBuilder()
      .from(ExamEntity, 's')
      .leftJoin('treinamento_projecao', 'tp', 'tp.id_treinamento = s.id_treinamento')
      .select(['s.id AS id', 's.id_treinamento AS id_treinamento', `${TRAINING_NAME_SQL('s')} AS nome_treinamento`])
      .addSelect(['s.titulo AS titulo', 's.num_questoes AS num_questoes', 's.tempo_minutos AS tempo_minutos'])
      .addSelect(['s.percentual_aprovacao::float8 AS percentual_aprovacao', 's.tentativas AS tentativas'])
      .addSelect(['s.disponivel_de AS disponivel_de', 's.disponivel_ate AS disponivel_ate', 's.por_topico AS por_topico'])
      .addSelect('(SELECT count(*)::int FROM questao q WHERE q.id_treinamento = s.id_treinamento AND q.ativa) AS questoes_disponiveis');
  }

  /** A page of the exams; `trainings` narrows them to those trainings (a student's). */
  list(query: ListQuery, trainings?: number[]): Promise<Page<ExamRow>> {
    const build = this.base();
    if (trainings) build.where(trainings.length ? 's.id_treinamento IN (:...trainings)' : 'false', { trainings });
    return runList<ExamRow>(build, query, EXAM_LIST_COLUMNS, EXAM_DEFAULT_SORT, 'id');
  }

  row(manager: EntityManager, id: number): Promise<ExamRow | undefined> {
    return this.base(manager).where('s.id = :id', { id }).getRawOne<ExamRow>();
  }

  /** The exam, row-locked (FOR SHARE: attempts may start together; a change waits for them) until the transaction ends. */
  async locked(manager: EntityManager, id: number, mode: 'share' | 'update'): Promise<StoredExam | undefined> {
    const [row] = await queryRows<StoredExam>(
      manager,
      `SELECT s.id, s.id_treinamento, s.titulo, s.num_questoes, s.tempo_minutos, s.percentual_aprovacao::float8 AS percentual_aprovacao,
              s.tentativas, s.disponivel_de, s.disponivel_ate, s.por_topico,
              coalesce(tp.nome_treinamento, (SELECT max(m.nome_treinamento) FROM matricula m WHERE m.id_treinamento = s.id_treinamento), '')
                AS nome_treinamento
         FROM simulado s LEFT JOIN treinamento_projecao tp ON tp.id_treinamento = s.id_treinamento
        WHERE s.id = :id FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'} OF s`,
      { id },
    );
    return row;
  }

  async insert(manager: EntityManager, exam: ExamBody): Promise<number> {
    const result = await manager.insert(ExamEntity, this.columns(exam));
    return (result.identifiers[0] as { id: number }).id;
  }

  async update(manager: EntityManager, id: number, exam: ExamBody): Promise<void> {
    await manager.update(ExamEntity, id, { ...this.columns(exam), atualizado_em: () => 'now()' });
  }

  private columns(exam: ExamBody) {
    return {
      id_treinamento: exam.id_treinamento,
      titulo: exam.titulo,
      num_questoes: exam.num_questoes,
      tempo_minutos: exam.tempo_minutos,
      percentual_aprovacao: String(exam.percentual_aprovacao),
      tentativas: exam.tentativas,
      disponivel_de: exam.disponivel_de ? new Date(exam.disponivel_de) : null,
      disponivel_ate: exam.disponivel_ate ? new Date(exam.disponivel_ate) : null,
      por_topico: exam.por_topico,
    };
  }

  async remove(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(ExamEntity, id);
  }

  hasAttempts(manager: EntityManager, id: number): Promise<boolean> {
    return manager.existsBy(AttemptEntity, { id_simulado: id });
  }

  /** The student's attempts so far on each exam, their best grade and the one running. */
  async studentFigures(id_aluno: number, exams: number[]): Promise<Map<number, StudentExamFigures>> {
    if (!exams.length) return new Map();
    const rows = await queryRows<StudentExamFigures>(
      this.dataSource.manager,
      `SELECT id_simulado, count(*)::int AS tentativas, max(nota)::float8 AS melhor_nota,
              max(id) FILTER (WHERE status = 'Em andamento') AS em_andamento
         FROM tentativa WHERE id_aluno = :id_aluno AND id_simulado IN (:...exams) GROUP BY id_simulado`,
      { id_aluno, exams },
    );
    return new Map(rows.map((row) => [row.id_simulado, row]));
  }

  /** How many attempts the student has made at the exam (running or ended). */
  async attemptsOf(manager: EntityManager, id_simulado: number, id_aluno: number): Promise<number> {
    return manager.countBy(AttemptEntity, { id_simulado, id_aluno });
  }

  /** The exam's figures over its ended attempts, of one class when `id_turma` is given. */
  async stats(id_simulado: number, id_turma: number | null): Promise<ExamStats> {
    const manager = this.dataSource.manager;
    const params = { id_simulado, id_turma };
    const ofClass = id_turma === null ? '' : 'AND t.id_turma = :id_turma';
    const [totals] = await queryRows<{ tentativas: number; alunos: number; media: number | null; taxa_aprovacao: number | null }>(
      manager,
      `SELECT count(*)::int AS tentativas, count(DISTINCT t.id_aluno)::int AS alunos, round(avg(t.nota), 2)::float8 AS media,
              round(100.0 * avg(CASE WHEN t.aprovado THEN 1 ELSE 0 END), 2)::float8 AS taxa_aprovacao
         FROM tentativa t WHERE t.id_simulado = :id_simulado AND t.status = 'Finalizada' ${ofClass}`,
      params,
    );
    const missed = await queryRows<MissedQuestion>(
      manager,
      `SELECT tq.id_questao, max(tq.topico) AS topico, max(tq.enunciado) AS enunciado, count(*)::int AS respostas,
              count(*) FILTER (WHERE tq.resposta IS DISTINCT FROM tq.correta)::int AS erros,
              round(100.0 * count(*) FILTER (WHERE tq.resposta IS DISTINCT FROM tq.correta) / count(*), 2)::float8 AS percentual_erro
         FROM tentativa_questao tq JOIN tentativa t ON t.id = tq.id_tentativa
        WHERE t.id_simulado = :id_simulado AND t.status = 'Finalizada' ${ofClass}
        GROUP BY tq.id_questao
       HAVING count(*) FILTER (WHERE tq.resposta IS DISTINCT FROM tq.correta) > 0
        ORDER BY erros DESC, percentual_erro DESC, tq.id_questao
        LIMIT 10`,
      params,
    );
    const classes = await queryRows<ExamClassStats>(
      manager,
      `SELECT t.id_turma, count(*)::int AS tentativas, round(avg(t.nota), 2)::float8 AS media,
              round(100.0 * avg(CASE WHEN t.aprovado THEN 1 ELSE 0 END), 2)::float8 AS taxa_aprovacao
         FROM tentativa t WHERE t.id_simulado = :id_simulado AND t.status = 'Finalizada' AND t.id_turma IS NOT NULL ${ofClass}
        GROUP BY t.id_turma ORDER BY t.id_turma`,
      params,
    );
    return { id_simulado, id_turma, ...totals!, mais_erradas: missed, por_turma: classes };
  }

  /** The trainings whose exams the student may see: those an entry of theirs releases. */
  trainingsReleasedTo(id_aluno: number): Promise<number[]> {
    return releasingTrainings(this.dataSource.manager, id_aluno);
  }

  exists(id: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(ExamEntity, { id });
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>, notFoundMessage: string): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'exams', id, query, {
      exists: (manager) => manager.existsBy(ExamEntity, { id }),
      notFoundMessage,
    });
  }
}
