import type { MarketingConsentChannel, NewStudentBody, StudentRow } from '@treina/contracts';
import { isoToBR } from '@treina/ui-kit';

export interface StudentFormData {
  id?: number;
  nome_aluno: string;
  email: string;
  telefone: string;
  cpf: string;
  rg: string;
  /** DD/MM/YYYY, may be empty. */
  data_nasc: string;
  endereco: string;
  id_status_aluno: number | '';
  id_canal_aluno: number | '';
  obs_estudante: string;
  interesses: number[];
  possui_login: boolean;
  /** Marketing-contact consent: the answer and how it was given; `em` is the server's (read-only). */
  consentimento_marketing: boolean;
  consentimento_marketing_como: MarketingConsentChannel | '';
  consentimento_marketing_em: string | null;
  documentos: string[];
  documentos_detalhes: StudentRow['documentos_detalhes'];
}

export const EMPTY_STUDENT_FORM: StudentFormData = {
  nome_aluno: '',
  email: '',
  telefone: '',
  cpf: '',
  rg: '',
  data_nasc: '',
  endereco: '',
  id_status_aluno: '',
  id_canal_aluno: '',
  obs_estudante: '',
  interesses: [],
  possui_login: false,
  consentimento_marketing: false,
  consentimento_marketing_como: '',
  consentimento_marketing_em: null,
  documentos: [],
  documentos_detalhes: [],
};

export function studentFormFromRow(row: StudentRow): StudentFormData {
  return {
    id: row.id,
    nome_aluno: row.nome_aluno,
    email: row.email ?? '',
    telefone: row.telefone ?? '',
    cpf: row.cpf ?? '',
    rg: row.rg ?? '',
    data_nasc: isoToBR(row.data_nasc),
    endereco: row.endereco ?? '',
    id_status_aluno: row.id_status_aluno ?? '',
    id_canal_aluno: row.id_canal_aluno ?? '',
    obs_estudante: row.obs_estudante ?? '',
    interesses: [...new Set(row.interesses ?? [])],
    possui_login: row.possui_login,
    consentimento_marketing: row.consentimento_marketing ?? false,
    consentimento_marketing_como: row.consentimento_marketing_como ?? '',
    consentimento_marketing_em: row.consentimento_marketing_em ?? null,
    documentos: [...(row.documentos ?? [])],
    documentos_detalhes: [...(row.documentos_detalhes ?? [])],
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The student body (the API's, generated from its OpenAPI document). */
export function studentFormToInput(data: StudentFormData): NewStudentBody {
  return {
    nome_aluno: data.nome_aluno.trim(),
    email: textOrNull(data.email),
    telefone: textOrNull(data.telefone),
    cpf: textOrNull(data.cpf),
    rg: textOrNull(data.rg),
    data_nasc: textOrNull(data.data_nasc),
    endereco: textOrNull(data.endereco),
    id_status_aluno: data.id_status_aluno === '' ? null : data.id_status_aluno,
    id_canal_aluno: data.id_canal_aluno === '' ? null : data.id_canal_aluno,
    obs_estudante: data.obs_estudante.trim() === '' ? null : data.obs_estudante,
    interesses: data.interesses,
    possui_login: data.possui_login,
    consentimento_marketing: data.consentimento_marketing,
    consentimento_marketing_como: data.consentimento_marketing_como === '' ? null : data.consentimento_marketing_como,
  };
}
