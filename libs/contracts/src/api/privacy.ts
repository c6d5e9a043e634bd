import type { StudentRow } from './academic.js';
import type { ActivityRow } from './crm.js';

/**
 * The data subject's report (LGPD): `GET /api/privacy/students/{id}/export` answers one document with a section per service. academic
 * builds its own section and asks each other service for theirs over the bus (requests.ts); if one does not answer in time the export fails
 * (503) instead of answering part of it. Instants are ISO 8601.
 */
export interface StudentDataExport {
  /** When the document was put together. */
  gerado_em: string;
  id_aluno: number;
  academic: AcademicPrivacySection;
  crm: CrmPrivacySection;
  finance: FinancePrivacySection;
  reporting: ReportingPrivacySection;
  identity: IdentityPrivacySection;
  assessment: AssessmentPrivacySection;
}

/**
 * The student record as the Alunos screen shows it (consent, interests, documents' names, sizes and dates, every enrolment with payment
 * data) and every attendance mark, oldest first.
 */
interface AcademicPrivacySection {
  aluno: StudentRow;
  presencas: StudentAttendanceMark[];
}

/** One mark of the student's at a session: 'P' Presente, 'A' Ausente, 'J' Justificada, 'T' Atrasado. */
export interface StudentAttendanceMark {
  id_turma: number;
  nome_turma: string;
  /** YYYY-MM-DD */
  data: string;
  /** HH:MM */
  inicio: string;
  fim: string;
  presenca: string;
  registrado_em: string;
}

/** crm's copy of the student (from academic's events) and the activities that concern them, with subtasks. */
export interface CrmPrivacySection {
  aluno: { id_aluno: number; nome_aluno: string; email: string; telefone: string; excluido: boolean } | null;
  atividades: ActivityRow[];
}

/** finance's commission rows of the student's enrolments. */
export interface FinancePrivacySection {
  comissoes: Array<{
    id_matricula: number;
    id_turma: number;
    id_treinamento: number;
    nome_treinamento: string;
    data_inicio: string;
    data_fim: string;
    id_aluno: number;
    nome_aluno: string;
    data_hora_inscricao: string;
    id_status_inscricao: number;
    status_inscricao: string;
    data_hora_pagamento: string | null;
    data_hora_cancelamento: string | null;
    valor_pago: number | null;
    id_usuario_venda: number | null;
  }>;
}

/**
 * reporting's facts: what it keeps of the student (lead conversion, name), of each enrolment, of each attendance mark and of each
 * completed practice-exam attempt (the dashboard).
 */
export interface ReportingPrivacySection {
  aluno: {
    id_aluno: number;
    nome_aluno: string | null;
    data_criacao: string | null;
    is_student: boolean;
    foi_interessado: boolean;
    excluido: boolean;
  } | null;
  matriculas: Array<{
    id_matricula: number;
    id_turma: number;
    id_treinamento: number;
    nome_treinamento: string;
    id_status_inscricao: number;
    nome_status_inscricao: string;
    valor_pago: number | null;
    data_hora_inclusao: string;
    data_hora_pagamento: string | null;
    data_hora_cancelamento: string | null;
    id_turma_origem: number | null;
  }>;
  /** The student's marks at each recorded session, oldest first: 'P' Presente, 'A' Ausente, 'J' Justificada, 'T' Atrasado. */
  presencas: Array<{ id_aula: number; id_turma: number; id_treinamento: number; data: string; presenca: string }>;
  /** The student's completed practice-exam attempts, oldest first. */
  simulados: Array<{
    id_tentativa: number;
    id_simulado: number;
    id_treinamento: number;
    nome_treinamento: string;
    nota: number;
    aprovado: boolean;
    finalizada_em: string;
  }>;
}

/** assessment's practice-exam attempts of the student (running ones too), oldest first; the answers stay out (the exam's key). */
export interface AssessmentPrivacySection {
  tentativas: Array<{
    id_tentativa: number;
    id_simulado: number;
    titulo_simulado: string;
    id_treinamento: number;
    nome_treinamento: string;
    id_turma: number | null;
    status: string;
    iniciada_em: string;
    finalizada_em: string | null;
    nota: number | null;
    aprovado: boolean | null;
  }>;
}

/** The student's login account, if any: never a password hash, a reset token or a session. */
export interface IdentityPrivacySection {
  conta: {
    id_usuario: number;
    email: string;
    nome: string;
    ativo: boolean;
    id_tipo_usuario: number;
    nome_tipo_usuario: string;
    criado_em: string;
    atualizado_em: string;
    /** The last successful log-in (from the account's history); null if never. */
    ultimo_login: string | null;
  } | null;
}

/** The sections other services answer, in the document's order. */
export const PRIVACY_EXPORT_REMOTE_SECTIONS = ['crm', 'finance', 'reporting', 'identity', 'assessment'] as const;
export type PrivacyExportRemoteSection = (typeof PRIVACY_EXPORT_REMOTE_SECTIONS)[number];

/** The file the UI saves the document as. */
export const privacyExportFileName = (studentId: number) => `dados-aluno-${studentId}.json`;
