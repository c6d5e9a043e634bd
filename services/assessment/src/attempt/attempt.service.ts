import { Injectable } from '@nestjs/common';
import type { AttemptDetail, AttemptResult, AttemptRow, FinishedAttempt, QuestionLetter, RunningAttempt } from '@treina/contracts';
import {
  ApiException,
  conflict,
  forbidden,
  type ListQuery,
  notFound,
  OutboxService,
  type Page,
  schoolTimeZone,
} from '@treina/nest-platform';
import { attemptScope, readsAttempt, studentOf, takesAttempt, type Viewer } from '../access.js';
import { releasingEntries } from '../enrolment/enrolment.repository.js';
import { ExamRepository } from '../exam/exam.repository.js';
import { QuestionRepository } from '../question/question.repository.js';
import { AttemptClosing } from './attempt-closing.service.js';
import { AttemptRepository, FINISHED, type StoredAttempt, type StoredAttemptQuestion } from './attempt.repository.js';
import { cryptoRandomInt, drawQuestions, grade, type RandomInt, startRefusal, timeIsUp } from './attempt.rules.js';

const MSG_EXAM_NOT_FOUND = 'Simulado não encontrado.';
const MSG_ATTEMPT_NOT_FOUND = 'Tentativa não encontrada.';
const MSG_STUDENTS_ONLY = 'Apenas alunos fazem simulados: entre com a conta do aluno.';
const MSG_OWN_ONLY = 'Apenas o aluno que fez a tentativa pode respondê-la.';
const MSG_FINISHED = 'Esta tentativa já foi finalizada: não é possível alterar as respostas.';
const MSG_TIME_UP = 'O tempo deste simulado acabou: a tentativa foi encerrada com as respostas salvas.';
const MSG_NOT_IN_ATTEMPT = 'Esta questão não faz parte da tentativa.';
const MSG_LETTER = 'Escolha uma das alternativas da questão.';
const MSG_BANK_SHORT = 'O banco de questões deste treinamento não tem questões ativas suficientes para este simulado. Avise a coordenação.';

/** Attempts: starting one (drawing its questions), answering, submitting, reading, listing. */
@Injectable()
export class AttemptService {
  /** The draw's randomness: crypto's; a test may put a seeded one here. */
  random: RandomInt = cryptoRandomInt;

  constructor(
    private readonly attempts: AttemptRepository,
    private readonly exams: ExamRepository,
    private readonly questions: QuestionRepository,
    private readonly closing: AttemptClosing,
    private readonly outbox: OutboxService,
  ) {}

  /** Starts the student's attempt at the exam, or answers the one already running (`created` false). */
  async start(id_simulado: number, viewer: Viewer & { nome: string }): Promise<{ attempt: RunningAttempt; created: boolean }> {
    const id_aluno = studentOf(viewer);
    if (id_aluno === null) throw forbidden(MSG_STUDENTS_ONLY);
    const now = new Date();
    return this.outbox.transaction(async (tx) => {
      const exam = await this.exams.locked(tx.manager, id_simulado, 'share');
      if (!exam) throw notFound(MSG_EXAM_NOT_FOUND);
      await this.attempts.holdStudentExam(tx.manager, id_simulado, id_aluno);
      const running = await this.attempts.runningOf(tx.manager, id_simulado, id_aluno);
      if (running && !timeIsUp(running, now)) return { attempt: await this.running(tx.manager, running, now), created: false };
      if (running) await this.closing.close(tx, running.id, true, now);
      const entries = await releasingEntries(tx.manager, id_aluno, exam.id_treinamento);
      const attemptsUsed = await this.exams.attemptsOf(tx.manager, id_simulado, id_aluno);
      const refusal = startRefusal(exam, { releasesContent: entries.length > 0, attemptsUsed }, now, schoolTimeZone());
      if (refusal) throw forbidden(refusal);
      const drawn = drawQuestions(await this.questions.activeOf(tx.manager, exam.id_treinamento), exam, this.random);
      if (!drawn) throw conflict(MSG_BANK_SHORT);
      const id = await this.attempts.insert(
        tx.manager,
        {
          id_simulado,
          id_treinamento: exam.id_treinamento,
          id_aluno,
          nome_aluno: entries[0]!.nome_aluno || viewer.nome,
          id_turma: entries[0]!.id_turma,
          iniciada_em: now,
          termina_em: new Date(now.getTime() + exam.tempo_minutos * 60_000),
        },
        drawn,
      );
      return { attempt: await this.running(tx.manager, (await this.attempts.attempt(tx.manager, id))!, now), created: true };
    });
  }

  /** The attempt as its reader may see it: running (no answer key) or ended (reviewed); one past its time is closed first. */
  async detail(id: number, viewer: Viewer): Promise<AttemptDetail> {
    const now = new Date();
    let attempt = await this.readable(id, viewer);
    if (await this.closing.closeIfTimeIsUp(attempt, now)) attempt = (await this.attempts.attempt(this.attempts.manager, id))!;
    return attempt.status === FINISHED ? this.finished(attempt) : this.running(this.attempts.manager, attempt, now);
  }

  /** Saves the student's answer while the attempt runs; after its time, 409 and the attempt is closed with what was saved. */
  async answer(
    id: number,
    id_questao: number,
    letra: QuestionLetter,
    viewer: Viewer,
  ): Promise<{ id_questao: number; resposta: QuestionLetter }> {
    const id_aluno = studentOf(viewer);
    const now = new Date();
    if (id_aluno !== null && (await this.attempts.saveAnswer({ id, id_questao, id_aluno, letra, now })))
      return { id_questao, resposta: letra };
    // Not saved: say why.
    const attempt = await this.ownAttempt(id, viewer);
    if (attempt.status === FINISHED) throw conflict(MSG_FINISHED);
    if (await this.closing.closeIfTimeIsUp(attempt, now)) throw conflict(MSG_TIME_UP);
    const question = (await this.attempts.questions(this.attempts.manager, id)).find((candidate) => candidate.id_questao === id_questao);
    if (!question) throw notFound(MSG_NOT_IN_ATTEMPT);
    throw new ApiException(400, MSG_LETTER, [{ field: 'letra', message: MSG_LETTER }]);
  }

  /** Ends the attempt and answers its grade; an ended attempt answers its grade again. */
  async submit(id: number, viewer: Viewer): Promise<AttemptResult> {
    const attempt = await this.ownAttempt(id, viewer);
    const now = new Date();
    const ended =
      attempt.status === FINISHED
        ? attempt
        : await this.outbox.transaction((tx) => this.closing.close(tx, id, timeIsUp(attempt, now), now));
    const questions = await this.attempts.questions(this.attempts.manager, id);
    return this.result(ended!, questions);
  }

  /** A page of the attempts the viewer may see (a student their own; staff with 'Simulados' every one); those past their time are closed first. */
  async list(query: ListQuery, viewer: Viewer): Promise<Page<AttemptRow>> {
    const scope = attemptScope(viewer);
    if (scope.kind === 'none') throw forbidden();
    await this.closing.closeExpired(new Date(), scope.kind === 'own' ? scope.id_aluno : undefined);
    return this.attempts.list(query, scope);
  }

  /** The attempt, if the viewer may read it: 404 for another student's (its existence is not told). */
  private async readable(id: number, viewer: Viewer): Promise<StoredAttempt> {
    if (attemptScope(viewer).kind === 'none') throw forbidden();
    const attempt = await this.attempts.attempt(this.attempts.manager, id);
    if (!attempt || !readsAttempt(viewer, attempt)) throw notFound(MSG_ATTEMPT_NOT_FOUND);
    return attempt;
  }

  /** The attempt, if it is the viewer's own to take: staff get 403, another student 404. */
  private async ownAttempt(id: number, viewer: Viewer): Promise<StoredAttempt> {
    if (studentOf(viewer) === null) throw forbidden(MSG_OWN_ONLY);
    const attempt = await this.attempts.attempt(this.attempts.manager, id);
    if (!attempt || !takesAttempt(viewer, attempt)) throw notFound(MSG_ATTEMPT_NOT_FOUND);
    return attempt;
  }

  private async running(manager: AttemptRepository['manager'], attempt: StoredAttempt, now: Date): Promise<RunningAttempt> {
    const questions = await this.attempts.questions(manager, attempt.id);
    return {
      id: attempt.id,
      id_simulado: attempt.id_simulado,
      titulo: attempt.titulo,
      status: 'Em andamento',
      iniciada_em: new Date(attempt.iniciada_em).toISOString(),
      termina_em: new Date(attempt.termina_em).toISOString(),
      agora: now.toISOString(),
      // Only what a running attempt may show: never the key or the explanation.
      questoes: questions.map((question) => ({
        id: question.id_questao,
        topico: question.topico,
        enunciado: question.enunciado,
        alternativas: question.alternativas,
        resposta: question.resposta,
      })),
    };
  }

  private result(attempt: StoredAttempt, questions: StoredAttemptQuestion[]): AttemptResult {
    const graded = grade(questions, attempt.percentual_aprovacao);
    return {
      id: attempt.id,
      nota: attempt.nota ?? graded.nota,
      acertos: attempt.acertos ?? graded.acertos,
      total: attempt.total,
      aprovado: attempt.aprovado ?? graded.aprovado,
      por_topico: graded.por_topico,
    };
  }

  private async finished(attempt: StoredAttempt): Promise<FinishedAttempt> {
    const questions = await this.attempts.questions(this.attempts.manager, attempt.id);
    return {
      ...this.result(attempt, questions),
      id_simulado: attempt.id_simulado,
      titulo: attempt.titulo,
      status: 'Finalizada',
      iniciada_em: new Date(attempt.iniciada_em).toISOString(),
      finalizada_em: new Date(attempt.finalizada_em!).toISOString(),
      encerrada_por_tempo: attempt.encerrada_por_tempo,
      questoes: questions.map((question) => ({
        id: question.id_questao,
        topico: question.topico,
        enunciado: question.enunciado,
        alternativas: question.alternativas,
        resposta: question.resposta,
        correta: question.correta,
        explicacao: question.explicacao,
        acertou: question.resposta !== null && question.resposta === question.correta,
      })),
    };
  }
}
