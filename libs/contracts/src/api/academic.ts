/** Row shapes of academic's HTTP answers and the business constants the front end and the server must agree on. */

/**
 * Password of a login created by 'Habilitar acesso ao Sistema' (possui_login).
 * The student form's hint shows it; identity sets it when it creates the login.
 */
export const STUDENT_DEFAULT_PASSWORD = 'Treina#Aluno1';

/** Enrolment status ids. */
export const EnrolmentStatus = {
  INSCRITO: 1,
  PAGAMENTO_PENDENTE: 2,
  PAGO: 3,
  CANCELADO: 4,
  ESTORNADO: 5,
  SOLICITACAO_TRANSFERENCIA: 6,
  TRANSFERIDO: 7,
  TRANSFERENCIA_PAGA: 8,
  /** Waiting for a seat of a full class (takes no seat; seated as 1 when one frees). */
  LISTA_DE_ESPERA: 9,
} as const;
/** Statuses offered when adding a student to a class. */
export const NEW_ENROLMENT_STATUSES: readonly number[] = [1, 2, 3, 7, 8, 9];
/**
 * Statuses not counted as students of the class (count_alunos, the class list's Alunos,
 * 'Treinamentos Realizados'): cancelled, transfer requested, waiting list.
 */
export const UNCOUNTED_ENROLMENT_STATUSES: readonly number[] = [4, 6, 9];
/** Statuses that take one of a class's seats (`vagas`); adding or moving an entry to one needs a free seat. */
export const SEAT_TAKING_ENROLMENT_STATUSES: readonly number[] = [1, 2, 3, 7, 8];
/** Statuses of the students whose attendance a class's sessions record. */
export const ATTENDING_ENROLMENT_STATUSES: readonly number[] = [1, 2, 3, 8];
/** Bounds of a class's `vagas` (null: no limit). */
export const CLASS_SEATS_MIN = 1;
export const CLASS_SEATS_MAX = 10_000;
/** Class statuses in which its students may change; any other is finished. */
export const ACTIVE_CLASS_STATUSES: readonly number[] = [1, 2, 3];
/** Enrolment statuses that earn a certificate once the class is finished: paid (3) or transfer paid (8). */
export const CERTIFIED_ENROLMENT_STATUSES: readonly number[] = [3, 8];
/** A certificate exists for an entry of a finished class (not 1, 2, 3) that is paid or transfer paid. */
export function isCertificateEligible(classStatus: number, enrolmentStatus: number): boolean {
  return !ACTIVE_CLASS_STATUSES.includes(classStatus) && CERTIFIED_ENROLMENT_STATUSES.includes(enrolmentStatus);
}
/** How a student's marketing-contact consent was given ('Como' in the student form). */
export const MARKETING_CONSENT_CHANNELS = ['Formulário', 'E-mail', 'Telefone', 'Presencial', 'Outro'] as const;
export type MarketingConsentChannel = (typeof MARKETING_CONSENT_CHANNELS)[number];

export interface MaterialRow {
  id: number;
  nome_material: string;
  url: string | null;
}

export interface TrainingRow {
  id: number;
  nome_treinamento: string;
  id_instrutor: number | null;
  nome_instrutor: string | null;
  /** Carga horária in hours (printed on the certificates); null while unknown. */
  carga_horaria: number | null;
  /** Attendance (percent) a student needs for the certificate once the class records attendance. */
  frequencia_minima: number;
  /** Material ids. */
  id_material: number[];
  id_status_treinamento: number;
  nome_status_treinamento: string;
  /** The price ('1500.00'); null: no price. */
  valor: string | null;
  /** The sellers' default commission rate, percent with two decimals ('10.50'); null: none. */
  percentual_comissao: string | null;
}

/** One student's entry in a class. */
export interface ClassEnrolmentEntry {
  /** The enrolment's id. */
  id: number;
  id_aluno: number;
  nome_aluno: string;
  /** Enrolment status id (1..9; 9 Lista de Espera). */
  id_inscricao: number;
  nome_status_inscricao: string;
  id_forma_pagto: number | null;
  nome_forma_pagto: string | null;
  valor_pago: number | null;
  cod_pagto: string | null;
  /** Base 36 of the inclusion time (show in upper case), or inherited from the transfer request. */
  cci: string;
  data_hora_inclusao: string;
  data_hora_pagamento: string | null;
  data_hora_cancelamento: string | null;
  gera_comissao: boolean;
  libera_conteudo: boolean;
  id_status_contrato_aluno: number | null;
  /** Transfers (7, 8): the class of the transfer request the entry came from. */
  id_turma_origem: number | null;
  /** Monthly instalments, 1..12. */
  parcelas: number;
  /** A discount on the enrolment's price ('100.00'); null: none. */
  desconto: string | null;
  /** The first instalment's due day, YYYY-MM-DD; null: none chosen. */
  primeiro_vencimento: string | null;
}

/**
 * A class as `GET /api/classes` answers it. Staff get every entry in `alunos`;
 * a student (type 6) gets only classes whose own entry releases content, with
 * `alunos` holding only that own entry and `count_alunos` null.
 */
export interface ClassRow {
  id: number;
  id_treinamento: number;
  nome_treinamento: string;
  data_inicio: string;
  data_fim: string;
  id_status_turma: number;
  nome_status_turma: string;
  id_periodo_turma: number;
  nome_periodo_turma: string;
  id_instrutor: number | null;
  nome_instrutor: string | null;
  desc_turma: string | null;
  gera_comissao: boolean;
  count_alunos: number | null;
  /** Seats of the class (1..10000), null when there is no limit. */
  vagas: number | null;
  /** Seats not taken by an entry in a seat-taking status (1, 2, 3, 7, 8); null when there is no limit (and for a student). */
  vagas_livres: number | null;
  /** ISO weekdays the class meets on (1 = segunda … 7 = domingo). */
  dias_semana: number[];
  /** The class's own price ('1500.00'); null: its training's applies. */
  valor: string | null;
  alunos: ClassEnrolmentEntry[];
  /** The training's materials (the student's detail panel). */
  materiais: MaterialRow[];
  /** The training's workload in hours (the class's own detail only). */
  carga_horaria?: number | null;
  /** Hours of the class's sessions that are not cancelled (the class's own detail only). */
  horas_planejadas?: number;
}

/** A class of a student's detail panel (newest start first). */
export interface StudentClassDetail {
  /** The enrolment's id. */
  id: number;
  id_turma: number;
  id_treinamento: number;
  nome_treinamento: string;
  data_inicio: string;
  data_fim: string;
  id_periodo_turma: number;
  nome_periodo_turma: string;
  id_inscricao: number;
  nome_status_inscricao: string;
  data_hora_inclusao: string;
  data_hora_pagamento: string | null;
  /** Labelled 'Transferência' when id_inscricao is 6, else 'Cancelamento'. */
  data_hora_cancelamento: string | null;
  id_forma_pagto: number | null;
  nome_forma_pagto: string | null;
  valor_pago: number | null;
  cod_pagto: string | null;
  cci: string;
  gera_comissao: boolean;
  libera_conteudo: boolean;
  id_turma_origem: number | null;
}

export interface StudentDocument {
  /** `/api/files/{key}`: served to staff with the student permission. */
  url: string;
  nome_arquivo: string;
  content_type: string;
  tamanho: number;
  criado_em: string;
}

/**
 * A concluded activity of the student (the Alunos detail panel): CRM's activity as academic
 * keeps it from `crm.activity.*.v1` events. Concluded: any status but 1 and 2.
 */
export interface StudentActivity {
  id_atividade: number;
  /** 'YYYY-MM-DD' (Data da Atividade). */
  data: string;
  id_tipo_atividade: number;
  nome_tipo_atividade: string;
  /** The description (Descrição). */
  titulo: string;
  /** The responsible user (Responsável). */
  id_usuario: number;
  nome_usuario: string;
  id_status_atividade: number;
  nome_status_atividade: string;
}

/** A row of `GET /api/students`: the list columns and the detail panel's data. */
export interface StudentRow {
  id: number;
  nome_aluno: string;
  email: string | null;
  telefone: string | null;
  cpf: string | null;
  rg: string | null;
  data_nasc: string | null;
  endereco: string | null;
  id_status_aluno: number | null;
  nome_status_aluno: string | null;
  id_canal_aluno: number | null;
  nome_canal_aluno: string | null;
  data_criacao: string;
  obs_estudante: string | null;
  possui_login: boolean;
  /** Marketing-contact consent (LGPD): the answer. */
  consentimento_marketing: boolean;
  /** When the answer last changed (set by the server); null while it never was yes. */
  consentimento_marketing_em: string | null;
  /** How the answer was given (one of MARKETING_CONSENT_CHANNELS). */
  consentimento_marketing_como: MarketingConsentChannel | null;
  /** True once the student has a class (Alunos), false for interested leads. */
  is_student: boolean;
  /** Interest training ids, de-duplicated. */
  interesses: number[];
  /** Interest training names joined by ', '. */
  treinamentos_interesses: string;
  /** Class ids of every enrolment. */
  treinamentos: number[];
  /** Class ids of cancelled, refunded or transfer-requested enrolments (4, 5, 6). */
  treinamentos_cancelados: number[];
  /** Training names of the other enrolments, joined by ', ' (column 'Treinamentos Realizados'). */
  treinamentos_realizados: string;
  turmas: StudentClassDetail[];
  /** The detail panel's completed activities (CRM's, kept from its events), newest date first. */
  atividades_realizadas: StudentActivity[];
  /** Document URLs (`/api/files/{key}`); `PUT /api/students/{id}/files` sends the remaining ones. */
  documentos: string[];
  documentos_detalhes: StudentDocument[];
}

export interface EnrolmentStatusRow {
  id_status_inscricao: number;
  nome_status_inscricao: string;
}
export interface TrainingStatusRow {
  id_status_treinamento: number;
  nome_status_treinamento: string;
}
export interface ClassStatusRow {
  id_status_turma: number;
  nome_status_turma: string;
}
export interface PaymentMethodRow {
  id_forma_pagto: number;
  nome_forma_pagto: string;
}
export interface StudentStatusRow {
  id_status_aluno: number;
  nome_status_aluno: string;
}
export interface StudentChannelRow {
  id_canal_aluno: number;
  nome_canal_aluno: string;
  status_ativo: boolean;
}
interface ClassPeriodRow {
  id_periodo_turma: number;
  nome_periodo_turma: string;
}

/** Class period options (no list call exists for them; ids fixed by academic's migration). */
export const CLASS_PERIODS: readonly ClassPeriodRow[] = [
  { id_periodo_turma: 1, nome_periodo_turma: 'Noturno' },
  { id_periodo_turma: 2, nome_periodo_turma: 'Diurno' },
];

/** The header of a certificate download (`GET /api/classes/{id}/certificates/{id_aluno}`) that carries its verification code. */
export const CERTIFICATE_CODE_HEADER = 'X-Codigo-Verificacao';

/**
 * `GET /api/certificates/{codigo}` (no login): the certificate a verification code stands for,
 * and whether it still holds (`valido` false with `motivo` once the enrolment is cancelled,
 * refunded or the class reopened).
 */
export interface CertificateCheck {
  nome_aluno: string;
  nome_treinamento: string;
  carga_horaria: number | null;
  /** 'YYYY-MM-DD' */
  data_inicio: string;
  /** 'YYYY-MM-DD' */
  data_fim: string;
  /** ISO 8601 instant of the first issue. */
  emitido_em: string;
  valido: boolean;
  /** Why it is not valid ('Inscrição cancelada', 'Inscrição estornada', …); absent when valid. */
  motivo?: string;
}

/** A class session (aula) as the academic API answers it. */
export interface SessionRow {
  id: number;
  id_turma: number;
  /** YYYY-MM-DD */
  data: string;
  /** HH:MM */
  inicio: string;
  fim: string;
  id_instrutor: number | null;
  nome_instrutor: string | null;
  status: SessionStatus;
  presencas_registradas: boolean;
  /** The instructor has another session (of `turma_conflito`) at the same time. */
  conflito: boolean;
  turma_conflito: string | null;
}

export type SessionStatus = 'Prevista' | 'Realizada' | 'Cancelada';

/** A session with its class and training (GET /api/sessions, the attendance's `aula`). */
export interface ScheduledSessionRow extends SessionRow {
  nome_turma: string;
  id_treinamento: number;
  nome_treinamento: string;
}

export type AttendanceMark = 'P' | 'A' | 'J' | 'T';

export interface SessionAttendance {
  aula: ScheduledSessionRow;
  alunos: Array<{ id_aluno: number; nome_aluno: string; presenca: AttendanceMark | null }>;
}

/** A student's attendance in one class (GET /api/classes/{id}/attendance). */
export interface ClassAttendanceRow {
  id_aluno: number;
  nome_aluno: string;
  aulas: number;
  presencas: number;
  faltas: number;
  justificadas: number;
  /** 0..100, one decimal; J counts as present. */
  percentual: number;
}

/** A student's attendance in one of their classes (GET /api/students/{id}/attendance). */
export interface StudentAttendanceRow {
  id_turma: number;
  nome_turma: string;
  nome_treinamento: string;
  aulas: number;
  presencas: number;
  faltas: number;
  justificadas: number;
  /** 0..100, one decimal; J counts as present. */
  percentual: number;
  frequencia_minima: number | null;
}

/** A period's default session times ('HH:MM'), used when a class's sessions are generated. */
export interface PeriodTimesRow {
  id_periodo_turma: number;
  nome_periodo_turma: string;
  inicio: string;
  fim: string;
}

/** `GET/PUT /api/academic-settings`: read with `config`, written with `config_update` (the names are not sent). */
export interface AcademicSettings {
  horarios_periodo: PeriodTimesRow[];
}
