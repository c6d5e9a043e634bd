import { Injectable } from '@nestjs/common';
import type { AuditHistoryItem, ExamBody, ExamRow, ExamStats } from '@treina/contracts';
import {
  type AuthenticatedUser,
  badRequest,
  conflict,
  fieldChanges,
  forbidden,
  type ListQuery,
  notFound,
  OutboxService,
  type Page,
  schoolTimeZone,
} from '@treina/nest-platform';
import { seesAllAttempts, studentOf, type Viewer } from '../access.js';
import { AttemptClosing } from '../attempt/attempt-closing.service.js';
import { startRefusal } from '../attempt/attempt.rules.js';
import { QuestionRepository } from '../question/question.repository.js';
import type { CreateExamDto, UpdateExamDto } from './dto/exam.dto.js';
import { ExamRepository } from './exam.repository.js';
import { examProblems } from './exam.rules.js';

const MSG_EXAM_NOT_FOUND = 'Simulado não encontrado.';
const MSG_TRAINING_UNKNOWN = 'Treinamento não encontrado.';
const MSG_INVALID_EXAM = 'Corrija os campos indicados do simulado.';
const MSG_HAS_ATTEMPTS = 'Não é possível excluir um simulado que já tem tentativas.';

/** What an exam's history records: the form's fields. */
const AUDITED_FIELDS = [
  'id_treinamento',
  'titulo',
  'num_questoes',
  'tempo_minutos',
  'percentual_aprovacao',
  'tentativas',
  'disponivel_de',
  'disponivel_ate',
  'por_topico',
] as const satisfies ReadonlyArray<keyof ExamRow>;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Exams: the list (a student's own view of it too), changes with their history, and their figures. */
@Injectable()
export class ExamService {
  constructor(
    private readonly exams: ExamRepository,
    private readonly questions: QuestionRepository,
    private readonly closing: AttemptClosing,
    private readonly outbox: OutboxService,
  ) {}

  /** Staff with 'Simulados': every exam. A student: the exams of the trainings their entries release, with their own figures. */
  async list(query: ListQuery, viewer: Viewer): Promise<Page<ExamRow>> {
    const id_aluno = studentOf(viewer);
    if (id_aluno === null) {
      if (!seesAllAttempts(viewer)) throw forbidden();
      return this.shown(await this.exams.list(query));
    }
    const now = new Date();
    await this.closing.closeExpired(now, id_aluno);
    const page = this.shown(await this.exams.list(query, await this.exams.trainingsReleasedTo(id_aluno)));
    const figures = await this.exams.studentFigures(
      id_aluno,
      page.rows.map((row) => row.id),
    );
    const timeZone = schoolTimeZone();
    for (const row of page.rows) {
      const mine = figures.get(row.id);
      const running = mine?.em_andamento ?? null;
      const motivo = running ? null : startRefusal(row, { releasesContent: true, attemptsUsed: mine?.tentativas ?? 0 }, now, timeZone);
      Object.assign(row, {
        minhas_tentativas: mine?.tentativas ?? 0,
        melhor_nota: mine?.melhor_nota ?? null,
        pode_iniciar: motivo === null,
        motivo,
        tentativa_em_andamento: running,
      });
    }
    return page;
  }

  async stats(id: number, id_turma: number | null): Promise<ExamStats> {
    if (!(await this.exams.exists(id))) throw notFound(MSG_EXAM_NOT_FOUND);
    return this.exams.stats(id, id_turma);
  }

  history(id: number, query: Pick<ListQuery, 'page' | 'pageSize'>): Promise<Page<AuditHistoryItem>> {
    return this.exams.history(id, query, MSG_EXAM_NOT_FOUND);
  }

  create(dto: CreateExamDto, actor: AuthenticatedUser): Promise<ExamRow> {
    return this.outbox.transaction(async (tx) => {
      const exam = await this.checked(tx.manager, {
        ...dto,
        tentativas: dto.tentativas ?? null,
        disponivel_de: dto.disponivel_de ?? null,
        disponivel_ate: dto.disponivel_ate ?? null,
        por_topico: dto.por_topico ?? [],
      });
      const id = await this.exams.insert(tx.manager, exam);
      const row = this.shownRow((await this.exams.row(tx.manager, id))!);
      tx.audit({ actor, entidade: 'exams', id_entidade: id, acao: 'create', alteracoes: fieldChanges(null, row, AUDITED_FIELDS) });
      return row;
    });
  }

  update(id: number, dto: UpdateExamDto, actor: AuthenticatedUser): Promise<ExamRow> {
    return this.outbox.transaction(async (tx) => {
      const current = await this.exams.locked(tx.manager, id, 'update');
      if (!current) throw notFound(MSG_EXAM_NOT_FOUND);
      const before = this.shownRow((await this.exams.row(tx.manager, id))!);
      const pick = <K extends keyof ExamBody>(key: K): ExamBody[K] => (dto[key] === undefined ? current[key] : (dto[key] as ExamBody[K]));
      const exam = await this.checked(tx.manager, {
        id_treinamento: pick('id_treinamento'),
        titulo: pick('titulo'),
        num_questoes: pick('num_questoes'),
        tempo_minutos: pick('tempo_minutos'),
        percentual_aprovacao: pick('percentual_aprovacao'),
        tentativas: pick('tentativas'),
        disponivel_de: iso(pick('disponivel_de')),
        disponivel_ate: iso(pick('disponivel_ate')),
        por_topico: pick('por_topico'),
      });
      await this.exams.update(tx.manager, id, exam);
      const after = this.shownRow((await this.exams.row(tx.manager, id))!);
      tx.audit({ actor, entidade: 'exams', id_entidade: id, acao: 'update', alteracoes: fieldChanges(before, after, AUDITED_FIELDS) });
      return after;
    });
  }

  /** Deletes an exam no one has attempted yet (409 otherwise: its attempts are the students' record). */
  remove(id: number, actor: AuthenticatedUser): Promise<void> {
    return this.outbox.transaction(async (tx) => {
      if (!(await this.exams.locked(tx.manager, id, 'update'))) throw notFound(MSG_EXAM_NOT_FOUND);
      if (await this.exams.hasAttempts(tx.manager, id)) throw conflict(MSG_HAS_ATTEMPTS);
      const before = this.shownRow((await this.exams.row(tx.manager, id))!);
      await this.exams.remove(tx.manager, id);
      tx.audit({ actor, entidade: 'exams', id_entidade: id, acao: 'delete', alteracoes: fieldChanges(before, null, AUDITED_FIELDS) });
    });
  }

  /** The exam with its topics trimmed, or a Portuguese 400 naming each field wrong (an unknown training, a bank too small). */
  private async checked(manager: Parameters<ExamRepository['insert']>[0], body: ExamBody): Promise<ExamBody> {
    const exam = {
      ...body,
      titulo: body.titulo.trim(),
      por_topico: body.por_topico.map((quota) => ({ ...quota, topico: quota.topico.trim() })),
    };
    if (!(await this.questions.knownTrainings(manager, [exam.id_treinamento])).has(exam.id_treinamento))
      throw badRequest(MSG_TRAINING_UNKNOWN, [{ field: 'id_treinamento', message: MSG_TRAINING_UNKNOWN }]);
    const problems = examProblems(exam, await this.questions.activeCounts(manager, exam.id_treinamento));
    if (problems.length) throw badRequest(problems.length === 1 ? problems[0]!.message : MSG_INVALID_EXAM, problems);
    return exam;
  }

  /** Instants as ISO 8601 text, as the API answers them. */
  private shownRow(row: ExamRow): ExamRow {
    return { ...row, disponivel_de: iso(row.disponivel_de), disponivel_ate: iso(row.disponivel_ate) };
  }

  private shown(page: Page<ExamRow>): Page<ExamRow> {
    return { ...page, rows: page.rows.map((row) => this.shownRow(row)) };
  }
}
