import type { NewActivityBody } from './request-bodies.js';
/**
 * CRM API shapes: activities, activity types, customers and contracted services. Calendar
 * dates travel as 'YYYY-MM-DD', instants (atualizado_em) as full ISO 8601 strings; the front
 * end shows them as DD/MM/YYYY.
 */

/** Activity type `tipo`: SYSTEM (consultants'), FIXED (student contact), CUSTOM (any created one). */
export type ActivityTypeOrigin = 'SYSTEM' | 'FIXED' | 'CUSTOM';

/** Activity type ids the rules rely on. */
export const ActivityTypeId = {
  /** 'Atendimento Consultoria', tipo SYSTEM: forced for consultants; its CSV gets a 'Tempo Total' row. */
  SYSTEM: 1,
  /** 'Contato com Aluno', tipo FIXED: needs a student; the sales filter keeps only this type. */
  FIXED: 2,
} as const;

/** 1 Pendente, 2 Em Andamento, 3 Concluído. */
export const ActivityStatusId = {
  PENDENTE: 1,
  EM_ANDAMENTO: 2,
  CONCLUIDO: 3,
} as const;

/** The alert a consultant sees (and the 409 the API answers) while one of theirs is open. */
export const CONSULTANT_OPEN_ACTIVITY_MESSAGE = "Não é possível criar uma nova atividade, se houver alguma 'não concluída'";

/** `tipo_pessoa` of a customer, derived from its documento (CPF: Física, CNPJ: Jurídica). */
export type TipoPessoa = 'Física' | 'Jurídica';

/** One subtask of an activity; the list is sorted newest date first. */
export interface SubtaskRow {
  /** Unique within its activity; the client may choose it (e.g. a uuid), else the server generates one. */
  id: string;
  /** 'YYYY-MM-DD' in answers (DD/MM/YYYY is accepted on input). */
  date: string;
  /** 'HH:mm'; on input a time without a colon means hours ('2' = '02:00'). */
  time: string;
  /** Multi-line text. */
  desc: string;
}

export interface ActivityRow {
  id: number;
  /** The description (Descrição). */
  titulo: string;
  /** 'YYYY-MM-DD' (Data Ref.). */
  data: string;
  /** The responsible user (Responsável). */
  id_usuario: number;
  nome_usuario: string;
  id_tipo_atividade: number;
  nome_tipo_atividade: string;
  /** 'SYSTEM' | 'FIXED' | 'CUSTOM' of the activity's type. */
  tipo_atividade: ActivityTypeOrigin;
  id_aluno: number | null;
  /** '' when the activity has no student. */
  nome_aluno: string;
  email_aluno: string;
  telefone_aluno: string;
  id_status_atividade: number;
  nome_status_atividade: string;
  /** Seconds: the sum of the subtasks' times, computed by the server. */
  tempo_gasto: number;
  subtasks: SubtaskRow[];
  /** ISO instant of the last change; null until the activity is first changed. */
  atualizado_em: string | null;
  /** Name of the user who created the activity (set on creation only). */
  criado_por: string;
  id_criado_por: number | null;
}

/** POST /api/activity (the API's body, generated from crm's OpenAPI document; PATCH takes any part of it). */
export type ActivityInput = NewActivityBody;

/** GET /api/activity/students?q=: the FIXED type's student typeahead. */
export interface StudentOptionRow {
  id_aluno: number;
  nome_aluno: string;
  email: string;
  telefone: string;
}

export interface ActivityTypeRow {
  id: number;
  nome: string;
  tipo: ActivityTypeOrigin;
  id_tipo_servico: number | null;
  nome_tipo_servico: string;
}

export interface ActivityStatusRow {
  id: number;
  nome: string;
}

export interface CustomerRow {
  id: number;
  nome_razao: string;
  /** Digits only (11 for a CPF, 14 for a CNPJ); the front end applies the mask. */
  documento: string;
  tipo_pessoa: TipoPessoa;
  endereco: string;
}

export interface ServiceRow {
  id: number;
  id_cliente: number;
  nome_cliente: string;
  id_tipo_servico: number;
  nome_tipo_servico: string;
  /** 'YYYY-MM-DD' */
  data_inicio: string;
  /** 'YYYY-MM-DD' */
  data_fim: string;
}

export interface ServiceTypeRow {
  id: number;
  nome: string;
}
