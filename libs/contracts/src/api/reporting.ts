/**
 * The Painel's figures, `GET /api/reports/enrolments/summary?from=YYYY-MM-DD&to=YYYY-MM-DD`
 * (permission `commissions` or `config`): what each one counts is in libs/contracts/README.md.
 */
export interface EnrolmentSummary {
  from: string;
  to: string;
  /**
   * How the figures over time are grouped: by month, or by year for a period longer than
   * MAX_MONTHLY_SUMMARY_MONTHS months (a school's whole history); `month` of byMonth and
   * leadConversion is then 'YYYY'.
   */
  granularity: SummaryGranularity;
  /** Entries included in the period (the sum of byStatus). */
  total: number;
  byStatus: EnrolmentStatusCount[];
  /** Every month (or year) of the period, oldest first, zeros included. */
  byMonth: EnrolmentMonth[];
  /** Trainings with an inclusion or a revenue in the period, most enrolments first. */
  byTraining: EnrolmentTrainingFigures[];
  /** Every month of the period, oldest first. */
  leadConversion: LeadConversionMonth[];
}

interface EnrolmentStatusCount {
  id_status_inscricao: number;
  nome_status_inscricao: string;
  count: number;
}

export type SummaryGranularity = 'month' | 'year';

export interface EnrolmentMonth {
  /** 'YYYY-MM', or 'YYYY' when the summary is grouped by year. */
  month: string;
  enrolments: number;
  cancellations: number;
  transfers: number;
  /** Reais, two decimals. */
  revenue: number;
}

export interface EnrolmentTrainingFigures {
  id_treinamento: number;
  nome_treinamento: string;
  enrolments: number;
  revenue: number;
}

interface LeadConversionMonth {
  month: string;
  leads: number;
  converted: number;
}

/** Enrolment statuses whose valor_pago counts as revenue. */
export const PAID_ENROLMENT_STATUSES: readonly number[] = [3, 8];
/** Statuses counted as cancellations. */
export const CANCELLED_ENROLMENT_STATUSES: readonly number[] = [4, 5];
/** Statuses of a transfer entry. */
export const TRANSFER_ENROLMENT_STATUSES: readonly number[] = [7, 8];
/** The longest period the summary groups by month; a longer one is grouped by year (any length is answered). */
export const MAX_MONTHLY_SUMMARY_MONTHS = 36;

/**
 * The Painel's attendance rate, `GET /api/reports/attendance/summary?from=YYYY-MM-DD&to=YYYY-MM-DD` (same period rules and permission
 * as the enrolment summary): per training and month (or year) of the session's date, the marks recorded and how many were presences.
 */
export interface AttendanceSummary {
  from: string;
  to: string;
  granularity: SummaryGranularity;
  /** Training-months with at least one mark, by training name, then month. */
  byTrainingMonth: AttendanceTrainingMonth[];
}

export interface AttendanceTrainingMonth {
  id_treinamento: number;
  nome_treinamento: string;
  /** 'YYYY-MM', or 'YYYY' when grouped by year. */
  month: string;
  /** Marks recorded (one per student per session). */
  marcacoes: number;
  /** Marks counted as present: P Presente, T Atrasado, J Justificada (ATTENDANCE_PRESENT_MARKS). */
  presencas: number;
  /** presencas / marcacoes * 100, one decimal. */
  percentual: number;
}

/**
 * A student of a running class (status in ACTIVE_CLASS_STATUSES) whose attendance over the class's recorded sessions is below their
 * training's frequencia_minima, `GET /api/reports/attendance/below-minimum`: lowest percentual first.
 */
export interface StudentBelowMinimum {
  id_aluno: number;
  nome_aluno: string;
  id_turma: number;
  nome_turma: string;
  id_treinamento: number;
  nome_treinamento: string;
  /** Sessions the student was marked at. */
  aulas: number;
  presencas: number;
  /** One decimal. */
  percentual: number;
  frequencia_minima: number;
}

/** Marks that count as present in attendance rates. */
export const ATTENDANCE_PRESENT_MARKS: readonly string[] = ['P', 'T', 'J'];
/** The attendance a training requires when its events do not say (percent). */
export const DEFAULT_MINIMUM_ATTENDANCE = 75;

/**
 * The Painel's practice-exam pass rates, `GET /api/reports/exams/summary?from=YYYY-MM-DD&to=YYYY-MM-DD` (same period rules and
 * permission as the enrolment summary): per training, the attempts completed on the days of the period (school's calendar).
 */
export interface ExamSummary {
  from: string;
  to: string;
  /** Trainings with at least one completed attempt in the period, by name. */
  byTraining: ExamTrainingFigures[];
}

export interface ExamTrainingFigures {
  id_treinamento: number;
  nome_treinamento: string;
  /** Attempts completed (submitted, or closed when their time ran out). */
  tentativas: number;
  /** Distinct students among them. */
  alunos: number;
  /** Average grade of the attempts, 0–100, one decimal. */
  media: number;
  /** Attempts that passed. */
  aprovadas: number;
  /** aprovadas / tentativas * 100, one decimal. */
  percentual_aprovacao: number;
}
