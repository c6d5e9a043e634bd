/**
 * Practice exams (simulados), the assessment service's API. Staff with the 'exams' group build question
 * banks and exams per training; a student whose entry in a class of that training releases content
 * takes attempts. The answer key and explanations leave the server only once an attempt has ended.
 */

/** The letters an alternative may have, in order; a question has 2 to 5 of them, from A on. */
export const QUESTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type QuestionLetter = (typeof QUESTION_LETTERS)[number];
export const MIN_ALTERNATIVES = 2;

export const QUESTION_DIFFICULTIES = ['Fácil', 'Média', 'Difícil'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export interface QuestionAlternative {
  letra: QuestionLetter;
  texto: string;
}

/** `POST /api/questions` (exams_create) and `PATCH /api/questions/{id}` (exams_update, any subset). */
export interface QuestionBody {
  id_treinamento: number;
  topico: string;
  enunciado: string;
  alternativas: QuestionAlternative[];
  correta: QuestionLetter;
  explicacao: string | null;
  dificuldade: QuestionDifficulty;
  ativa: boolean;
}

/**
 * `GET /api/questions` (exams): the list protocol (page, pageSize, sort, q over statement and topic,
 * filter.id_treinamento, filter.topico, filter.dificuldade, filter.ativa), X-Total-Count. Staff only.
 */
export interface QuestionRow extends QuestionBody {
  id: number;
  nome_treinamento: string;
  /** When it was last saved, ISO 8601. */
  atualizada_em: string;
}

/**
 * `GET /api/questions/trainings` (exams): the trainings questions and exams may be written for, by name, from
 * assessment's own copy of academic's trainings, so the pickers need no permission of academic's.
 */
export interface ExamTrainingOption {
  id_treinamento: number;
  nome_treinamento: string;
}

/** `GET /api/questions/topics?id_treinamento=N` (exams): the topics in use, for pickers. */
export interface QuestionTopics {
  id_treinamento: number;
  topicos: string[];
}

/**
 * `POST /api/questions/import?dry_run=true|false` (exams_create), multipart `file`: .csv or .xlsx, a row a question
 * (treinamento, topico, enunciado, a–e, correta, explicacao, dificuldade, ativa). A dry run saves nothing; a real
 * one saves every row, or none (400 with the same report) when any row has an error.
 */
export interface QuestionImportReport {
  /** Rows read, headers excluded. */
  total: number;
  validas: number;
  erros: QuestionImportError[];
  /** The rows as they would be saved (the first ones, for the preview). */
  preview: QuestionBody[];
  /** Questions saved: 0 on a dry run. */
  importadas: number;
}

export interface QuestionImportError {
  /** The spreadsheet's row number (the header is row 1). */
  linha: number;
  campo: string | null;
  mensagem: string;
}

/** Questions of one topic an exam draws. */
export interface ExamTopicQuota {
  topico: string;
  num_questoes: number;
}

/** `POST /api/exams` (exams_create) and `PATCH /api/exams/{id}` (exams_update, any subset). */
export interface ExamBody {
  id_treinamento: number;
  titulo: string;
  num_questoes: number;
  tempo_minutos: number;
  /** 0–100. */
  percentual_aprovacao: number;
  /** Attempts a student may make; null is unlimited. */
  tentativas: number | null;
  /** ISO 8601 instants; null is open on that side. */
  disponivel_de: string | null;
  disponivel_ate: string | null;
  /** Optional: how many questions of each topic; their sum is num_questoes. Empty draws from the whole bank. */
  por_topico: ExamTopicQuota[];
}

/**
 * `GET /api/exams` (exams, or a student): the list protocol (q over title, filter.id_treinamento).
 * A student sees only the exams of the trainings whose content one of their entries releases.
 */
export interface ExamRow extends ExamBody {
  id: number;
  nome_treinamento: string;
  /** Active questions of the training the exam may draw from. */
  questoes_disponiveis: number;
  /** For a student: their attempts so far, their best grade, and whether they may start one now. */
  minhas_tentativas?: number;
  melhor_nota?: number | null;
  pode_iniciar?: boolean;
  /** Why a student may not start one now (Portuguese), when pode_iniciar is false. */
  motivo?: string | null;
  /** For a student: an attempt still running, to resume. */
  tentativa_em_andamento?: number | null;
}

/** A question as an attempt shows it while running: no answer key, no explanation. */
export interface AttemptQuestion {
  id: number;
  topico: string;
  enunciado: string;
  alternativas: QuestionAlternative[];
  /** The student's saved answer, if any. */
  resposta: QuestionLetter | null;
}

export const ATTEMPT_STATUSES = ['Em andamento', 'Finalizada'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * `POST /api/exams/{id}/attempts` (the student, 201) and `GET /api/attempts/{id}` while it runs: the
 * questions in this attempt's order, alternatives shuffled for it. `agora` is the server's clock, so the
 * page counts the time left from the server's time, not the device's.
 */
export interface RunningAttempt {
  id: number;
  id_simulado: number;
  titulo: string;
  status: 'Em andamento';
  iniciada_em: string;
  termina_em: string;
  agora: string;
  questoes: AttemptQuestion[];
}

/** `PUT /api/attempts/{id}/answers/{id_questao}`: after termina_em, 409 and the attempt is closed. */
export interface AnswerBody {
  letra: QuestionLetter;
}

export interface TopicScore {
  topico: string;
  acertos: number;
  total: number;
}

/** `POST /api/attempts/{id}/submit`: the grade. Submitting an ended attempt answers its result again. */
export interface AttemptResult {
  id: number;
  /** 0–100, two decimals at most. */
  nota: number;
  acertos: number;
  total: number;
  aprovado: boolean;
  por_topico: TopicScore[];
}

/** A question of an ended attempt: the answer given, the right one and why. */
export interface ReviewedQuestion extends AttemptQuestion {
  correta: QuestionLetter;
  explicacao: string | null;
  acertou: boolean;
}

/** `GET /api/attempts/{id}` once the attempt has ended (submitted, or its time ran out). */
export interface FinishedAttempt extends AttemptResult {
  id_simulado: number;
  titulo: string;
  status: 'Finalizada';
  iniciada_em: string;
  finalizada_em: string;
  /** True when the server closed it because the time ran out. */
  encerrada_por_tempo: boolean;
  questoes: ReviewedQuestion[];
}

export type AttemptDetail = RunningAttempt | FinishedAttempt;

/**
 * `GET /api/attempts` (exams for every attempt, a student their own): the list protocol
 * (filter.id_simulado, filter.id_turma, filter.id_aluno, filter.status), newest first by default.
 */
export interface AttemptRow {
  id: number;
  id_simulado: number;
  titulo: string;
  id_treinamento: number;
  nome_treinamento: string;
  id_aluno: number;
  nome_aluno: string;
  id_turma: number | null;
  status: AttemptStatus;
  iniciada_em: string;
  finalizada_em: string | null;
  nota: number | null;
  aprovado: boolean | null;
}

/** `GET /api/exams/{id}/stats?id_turma=N` (exams): one exam's figures, optionally of one class. */
export interface ExamStats {
  id_simulado: number;
  id_turma: number | null;
  /** Ended attempts counted. */
  tentativas: number;
  alunos: number;
  /** Average grade, 0–100; null with no attempt. */
  media: number | null;
  /** Share of ended attempts that passed, 0–100; null with no attempt. */
  taxa_aprovacao: number | null;
  /** The questions most often answered wrong (or left blank), worst first, at most ten. */
  mais_erradas: MissedQuestion[];
  /** Per class of the training with attempts. */
  por_turma: ExamClassStats[];
}

export interface MissedQuestion {
  id_questao: number;
  topico: string;
  enunciado: string;
  respostas: number;
  erros: number;
  /** 0–100. */
  percentual_erro: number;
}

export interface ExamClassStats {
  id_turma: number;
  tentativas: number;
  media: number | null;
  taxa_aprovacao: number | null;
}
