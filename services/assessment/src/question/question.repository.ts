import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, ExamTrainingOption, QuestionBody, QuestionRow } from '@treina/contracts';
import { type ListColumn, type ListQuery, type Page, queryRows, recordHistory, runList } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import { QuestionEntity } from './question.entity.js';

/** The question bank's list: its fields and the SQL behind each (q searches the statement and the topic). */
export const QUESTION_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 'q.id', kind: 'number' },
  id_treinamento: { sql: 'q.id_treinamento', kind: 'number' },
  nome_treinamento: { sql: 'tp.nome_treinamento', kind: 'text' },
  topico: { sql: 'q.topico', kind: 'text', searchable: true },
  enunciado: { sql: 'q.enunciado', kind: 'text', searchable: true },
  correta: { sql: 'q.correta', kind: 'text' },
  dificuldade: { sql: 'q.dificuldade', kind: 'text' },
  ativa: { sql: 'q.ativa', kind: 'boolean' },
  atualizada_em: { sql: 'q.atualizada_em', kind: 'date', instant: true },
};

/** The training's name: from its own event, else from its enrolments' (a training academic announced before this service began). */
export const TRAINING_NAME_SQL = (alias: string) =>
  `coalesce(tp.nome_treinamento, (SELECT max(m.nome_treinamento) FROM matricula m WHERE m.id_treinamento = ${alias}.id_treinamento), '')`;

/** By training, topic, then id. */
const QUESTION_DEFAULT_SORT = [
  { field: 'id_treinamento', descending: false },
  { field: 'topico', descending: false },
];

/** A question about to be written. */
type QuestionWrite = QuestionBody;

/** The question bank (questao), and the trainings it may be about (treinamento_projecao, from academic's events). */
@Injectable()
export class QuestionRepository {
  constructor(private readonly dataSource: DataSource) {}

  private base(manager: EntityManager = this.dataSource.manager) {
    return manager
      .createQueryBuilder()
      .from(QuestionEntity, 'q')
      .leftJoin('treinamento_projecao', 'tp', 'tp.id_treinamento = q.id_treinamento')
      .select(['q.id AS id', 'q.id_treinamento AS id_treinamento', `${TRAINING_NAME_SQL('q')} AS nome_treinamento`])
      .addSelect(['q.topico AS topico', 'q.enunciado AS enunciado', 'q.alternativas AS alternativas', 'q.correta AS correta'])
      .addSelect(['q.explicacao AS explicacao', 'q.dificuldade AS dificuldade', 'q.ativa AS ativa', 'q.atualizada_em AS atualizada_em']);
  }

  list(query: ListQuery): Promise<Page<QuestionRow>> {
    return runList<QuestionRow>(this.base(), query, QUESTION_LIST_COLUMNS, QUESTION_DEFAULT_SORT, 'id');
  }

  row(manager: EntityManager, id: number): Promise<QuestionRow | undefined> {
    return this.base(manager).where('q.id = :id', { id }).getRawOne<QuestionRow>();
  }

  /** The question, row-locked until the transaction ends. */
  lock(manager: EntityManager, id: number): Promise<QuestionEntity | null> {
    return manager.findOne(QuestionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async insert(manager: EntityManager, questions: QuestionWrite[]): Promise<number[]> {
    if (!questions.length) return [];
    const result = await manager.insert(QuestionEntity, questions);
    return result.identifiers.map((identifier) => (identifier as { id: number }).id);
  }

  async update(manager: EntityManager, id: number, question: QuestionWrite): Promise<void> {
    await manager.update(QuestionEntity, id, { ...question, atualizada_em: () => 'now()' });
  }

  async remove(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(QuestionEntity, id);
  }

  /** Every training known and not deleted (knownTrainings' rule), by name. */
  async trainingOptions(): Promise<ExamTrainingOption[]> {
    return queryRows<ExamTrainingOption>(
      this.dataSource.manager,
      `SELECT id_treinamento, nome_treinamento FROM treinamento_projecao
        WHERE revision > 0 AND nome_treinamento IS NOT NULL AND NOT excluido
       UNION
       SELECT m.id_treinamento, max(m.nome_treinamento) FROM matricula m
        WHERE NOT EXISTS (SELECT 1 FROM treinamento_projecao tp WHERE tp.id_treinamento = m.id_treinamento
                            AND (tp.excluido OR (tp.revision > 0 AND tp.nome_treinamento IS NOT NULL)))
        GROUP BY m.id_treinamento
       ORDER BY nome_treinamento, id_treinamento`,
      {},
    );
  }

  /** The topics of the training's questions, in alphabetical order. */
  async topics(id_treinamento: number): Promise<string[]> {
    const rows = await queryRows<{ topico: string }>(
      this.dataSource.manager,
      'SELECT DISTINCT topico FROM questao WHERE id_treinamento = :id_treinamento ORDER BY topico',
      { id_treinamento },
    );
    return rows.map((row) => row.topico);
  }

  /** Which of the trainings academic has told of, by a training event or an enrolment's (and not deleted). */
  async knownTrainings(manager: EntityManager, ids: number[]): Promise<Set<number>> {
    const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))];
    if (!wanted.length) return new Set();
    const rows = await queryRows<{ id_treinamento: number }>(
      manager,
      `SELECT id_treinamento FROM treinamento_projecao
        WHERE id_treinamento IN (:...wanted) AND revision > 0 AND nome_treinamento IS NOT NULL AND NOT excluido
       UNION
       SELECT DISTINCT m.id_treinamento FROM matricula m
        WHERE m.id_treinamento IN (:...wanted)
          AND NOT EXISTS (SELECT 1 FROM treinamento_projecao tp WHERE tp.id_treinamento = m.id_treinamento AND tp.excluido)`,
      { wanted },
    );
    return new Set(rows.map((row) => row.id_treinamento));
  }

  /** How many active questions the training has, per topic. */
  async activeCounts(manager: EntityManager, id_treinamento: number): Promise<Map<string, number>> {
    const rows = await queryRows<{ topico: string; total: number }>(
      manager,
      'SELECT topico, count(*)::int AS total FROM questao WHERE id_treinamento = :id_treinamento AND ativa GROUP BY topico',
      { id_treinamento },
    );
    return new Map(rows.map((row) => [row.topico, row.total]));
  }

  /** The training's active questions (what an attempt draws from). */
  activeOf(manager: EntityManager, id_treinamento: number): Promise<QuestionEntity[]> {
    return manager.find(QuestionEntity, { where: { id_treinamento, ativa: true }, order: { id: 'ASC' } });
  }

  /** The question's changes, newest first; 404 with `notFoundMessage` when there is no such question. */
  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>, notFoundMessage: string): Promise<Page<AuditHistoryItem>> {
    return recordHistory(this.dataSource.manager, 'questions', id, query, {
      exists: (manager) => manager.existsBy(QuestionEntity, { id }),
      notFoundMessage,
    });
  }
}
