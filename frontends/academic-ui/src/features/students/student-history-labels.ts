import type { AuditFieldChange } from '@treina/contracts';
import { describeFields, formatDateTime, historyDate, historyList, historyName, plainValue, type DescribedChange } from '@treina/ui-kit';

/** Names the history shows for ids: the reference lists the student form uses. */
export interface StudentHistoryNames {
  trainings: ReadonlyMap<number, string>;
  statuses: ReadonlyMap<number, string>;
  channels: ReadonlyMap<number, string>;
}

/** A student history change in the student form's words (its labels, DD/MM/YYYY, ids by name). */
export function describeStudentChange(change: AuditFieldChange, names: StudentHistoryNames): DescribedChange {
  return describeFields(
    {
      nome_aluno: ['Nome'],
      email: ['E-mail'],
      telefone: ['Telefone'],
      cpf: ['CPF'],
      rg: ['RG'],
      data_nasc: ['Data de Nascimento', historyDate],
      endereco: ['Endereço'],
      id_status_aluno: ['Situação', historyName(names.statuses)],
      id_canal_aluno: ['Canal', historyName(names.channels)],
      obs_estudante: ['Observações'],
      possui_login: ['Habilitar acesso ao Sistema'],
      consentimento_marketing: ['Aceita receber contato de marketing'],
      consentimento_marketing_como: ['Consentimento: como'],
      consentimento_marketing_em: ['Consentimento: em', (value) => (typeof value === 'string' ? formatDateTime(value) : plainValue(value))],
      interesses: ['Interesses', historyList(historyName(names.trainings))],
      documentos: ['Documentos', historyList()],
    },
    change,
  );
}
