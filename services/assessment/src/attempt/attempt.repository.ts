import { Injectable } from '@nestjs/common';
import type { AttemptRow, QuestionAlternative, QuestionLetter } from '@treina/contracts';
import { HotStatement, type ListColumn, type ListQuery, type Page, queryRows, runList } from '@treina/nest-platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { AttemptScope } from '../access.js';
import { visibleAttemptsSql } from '../access.js';
import { TRAINING_NAME_SQL } from '../question/question.repository.js';
import { AttemptEntity, AttemptQuestionEntity } from './attempt.entity.js';
import type { DrawnQuestion, Grade } from './attempt.rules.js';

const RUNNING = 'Em andamento';
export const FINISHED = 'Finalizada';

/** The attempts' list: its fields and the SQL behind each. */
export const ATTEMPT_LIST_COLUMNS: Record<string, ListColumn> = {
  id: { sql: 't.id', kind: 'number' },
  id_simulado: { sql: 't.id_simulado', kind: 'number' },
  titulo: { sql: 's.titulo', kind: 'text', searchable: true },
  id_treinamento: { sql: 't.id_treinamento', kind: 'number' },
  nome_treinamento: { sql: 'tp.nome_treinamento', kind: 'text' },
  id_aluno: { sql: 't.id_aluno', kind: 'number' },
  nome_aluno: { sql: 't.nome_aluno', kind: 'text', searchable: true },
  id_turma: { sql: 't.id_turma', kind: 'number' },
  status: { sql: 't.status', kind: 'text' },
  iniciada_em: { sql: 't.iniciada_em', kind: 'date', instant: true },
  finalizada_em: { sql: 't.finalizada_em', kind: 'date', instant: true },
  nota: { sql: 't.nota', kind: 'number' },
  aprovado: { sql: 't.aprovado', kind: 'boolean' },
};

/** Newest first. */
const ATTEMPT_DEFAULT_SORT = [{ field: 'iniciada_em', descending: true }];

/** An attempt with what its answers and grading need of its exam. */
export interface StoredAttempt {
  id: number;
  id_simulado: number;
  titulo: string;
  id_treinamento: number;
  nome_treinamento: string;
  percentual_aprovacao: number;
  id_aluno: number;
  id_turma: number | null;
  status: string;
  iniciada_em: Date;
  termina_em: Date;
  finalizada_em: Date | null;
  encerrada_por_tempo: boolean;
  nota: number | null;
  acertos: number | null;
  total: number;
  aprovado: boolean | null;
}

/** A question of an attempt as stored. */
export interface StoredAttemptQuestion {
  id_questao: number;
  ordem: number;
  topico: string;
  enunciado: string;
  alternativas: QuestionAlternative[];
  correta: QuestionLetter;
  explicacao: string | null;
  resposta: QuestionLetter | null;
}

const ATTEMPT_SELECT = `SELECT t.id, t.id_simulado, s.titulo, t.id_treinamento,
       coalesce(tp.nome_treinamento, (SELECT max(m.nome_treinamento) FROM matricula m WHERE m.id_treinamento = t.id_treinamento), '')
         AS nome_treinamento,
       s.percentual_aprovacao::float8 AS percentual_aprovacao, t.id_aluno, t.id_turma, t.status, t.iniciada_em, t.termina_em,
       t.finalizada_em, t.encerrada_por_tempo, t.nota::float8 AS nota, t.acertos, t.total, t.aprovado
  FROM tentativa t JOIN simulado s ON s.id = t.id_simulado LEFT JOIN treinamento_projecao tp ON tp.id_treinamento = t.id_treinamento`;

// The autosave: one statement, prepared once per connection, that saves the answer only while the attempt is the student's, running and
// within its time, and the letter is one of the question's. Anything else updates nothing and the slow path says why.
const SAVE_ANSWER = new HotStatement<{ id_questao: number }>(
  `UPDATE tentativa_questao tq SET resposta = :letra, respondida_em = :now
     FROM tentativa t
    WHERE tq.id_tentativa = :id AND tq.id_questao = :id_questao AND t.id = tq.id_tentativa AND t.id_aluno = :id_aluno
      AND t.status = 'Em andamento' AND t.termina_em > :now
      AND tq.alternativas @> jsonb_build_array(jsonb_build_object('letra', :letra::text))
    RETURNING tq.id_questao`,
);

/** The attempts (tentativa) and the questions each drew (tentativa_questao). */
@Injectable()
export class AttemptRepository {
  constructor(private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /** Holds the (exam, student) pair for the transaction: two starts of the same student's attempt run one after the other. */
  async holdStudentExam(manager: EntityManager, id_simulado: number, id_aluno: number): Promise<void> {
    await queryRows(manager, 'SELECT pg_advisory_xact_lock(:id_simulado, :id_aluno)', { id_simulado, id_aluno });
  }

  /** The attempt, row-locked until the transaction ends when `lock`. */
  async attempt(manager: EntityManager, id: number, lock = false): Promise<StoredAttempt | undefined> {
    const [row] = await queryRows<StoredAttempt>(manager, `${ATTEMPT_SELECT} WHERE t.id = :id${lock ? ' FOR UPDATE OF t' : ''}`, { id });
    return row;
  }

  /** The student's running attempt at the exam, if any. */
  async runningOf(manager: EntityManager, id_simulado: number, id_aluno: number): Promise<StoredAttempt | undefined> {
    const [row] = await queryRows<StoredAttempt>(
      manager,
      `${ATTEMPT_SELECT} WHERE t.id_simulado = :id_simulado AND t.id_aluno = :id_aluno AND t.status = 'Em andamento'`,
      { id_simulado, id_aluno },
    );
    return row;
  }

  /** The attempt's questions in its order. */
  questions(manager: EntityManager, id: number): Promise<StoredAttemptQuestion[]> {
    return queryRows<StoredAttemptQuestion>(
      manager,
      `SELECT id_questao, ordem, topico, enunciado, alternativas, correta, explicacao, resposta
         FROM tentativa_questao WHERE id_tentativa = :id ORDER BY ordem`,
      { id },
    );
  }

  /** A new running attempt with its drawn questions; answers its id. */
  async insert(
    manager: EntityManager,
    attempt: Pick<AttemptEntity, 'id_simulado' | 'id_treinamento' | 'id_aluno' | 'nome_aluno' | 'id_turma' | 'iniciada_em' | 'termina_em'>,
    questions: DrawnQuestion[],
  ): Promise<number> {
    const result = await manager.insert(AttemptEntity, { ...attempt, status: RUNNING, total: questions.length });
    const id = (result.identifiers[0] as { id: number }).id;
    await manager.insert(
      AttemptQuestionEntity,
      questions.map((question) => ({
        id_tentativa: id,
        id_questao: question.id,
        ordem: question.ordem,
        topico: question.topico,
        enunciado: question.enunciado,
        alternativas: question.alternativas,
        correta: question.correta,
        explicacao: question.explicacao,
      })),
    );
    return id;
  }

  /** Saves an answer when the attempt is the student's, running and in time, and the letter one of the question's; true if saved. */
  async saveAnswer(answer: { id: number; id_questao: number; id_aluno: number; letra: string; now: Date }): Promise<boolean> {
    const rows = await SAVE_ANSWER.run(this.dataSource.manager, answer);
    return rows.length > 0;
  }

  /** Grades the attempt: it ends now with `grade`, closed by the time or submitted. */
  async finish(manager: EntityManager, id: number, result: Grade, at: Date, byTime: boolean): Promise<void> {
    await manager.update(AttemptEntity, id, {
      status: FINISHED,
      finalizada_em: at,
      encerrada_por_tempo: byTime,
      nota: String(result.nota),
      acertos: result.acertos,
      aprovado: result.aprovado,
    });
  }

  /** The running attempts whose time is over at `now`, of one student or every one. */
  async expired(now: Date, id_aluno?: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.dataSource.manager,
      `SELECT id FROM tentativa WHERE status = 'Em andamento' AND termina_em <= :now ${id_aluno === undefined ? '' : 'AND id_aluno = :id_aluno'}
        ORDER BY id LIMIT 500`,
      { now, id_aluno },
    );
    return rows.map((row) => row.id);
  }

  /** A page of the attempts the scope shows. */
  list(query: ListQuery, scope: AttemptScope): Promise<Page<AttemptRow>> {
    const build = this.dataSource.manager
      .createQueryBuilder()
      .from(AttemptEntity, 't')
      .innerJoin('simulado', 's', 's.id = t.id_simulado')
      .leftJoin('treinamento_projecao', 'tp', 'tp.id_treinamento = t.id_treinamento')
      .select(['t.id AS id', 't.id_simulado AS id_simulado', 's.titulo AS titulo', 't.id_treinamento AS id_treinamento'])
      .addSelect([`${TRAINING_NAME_SQL('t')} AS nome_treinamento`, 't.id_aluno AS id_aluno', 't.nome_aluno AS nome_aluno'])
      .addSelect(['t.id_turma AS id_turma', 't.status AS status', 't.iniciada_em AS iniciada_em', 't.finalizada_em AS finalizada_em'])
      .addSelect(['t.nota::float8 AS nota', 't.aprovado AS aprovado']);
    const visible = visibleAttemptsSql(scope, 't');
    if (visible) build.where(visible.sql, visible.params);
    return runList<AttemptRow>(build, query, ATTEMPT_LIST_COLUMNS, ATTEMPT_DEFAULT_SORT, 'id');
  }
}
