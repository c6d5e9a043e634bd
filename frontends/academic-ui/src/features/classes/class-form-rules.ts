import { parseDateBR, type FieldErrors } from '@treina/ui-kit';
import { seatsError, type ClassFormData } from './class-form-data';

const CLASS_FORM_ERRORS = {
  training: 'Escolha o treinamento da turma.',
  start: 'Informe a data de início (DD/MM/AAAA).',
  end: 'Informe a data de término (DD/MM/AAAA).',
  period: 'Escolha o período da turma.',
  status: 'Escolha o status da turma.',
  weekdays: 'Escolha ao menos um dia da semana.',
} as const;

/** What keeps the class's own fields from being saved, field by field (its students have their own messages). */
export function classFormErrors(form: ClassFormData): FieldErrors {
  return {
    id_treinamento: form.id_treinamento === '' ? CLASS_FORM_ERRORS.training : undefined,
    data_inicio: parseDateBR(form.data_inicio) ? undefined : CLASS_FORM_ERRORS.start,
    data_fim: parseDateBR(form.data_fim) ? undefined : CLASS_FORM_ERRORS.end,
    id_periodo_turma: form.id_periodo_turma === '' ? CLASS_FORM_ERRORS.period : undefined,
    id_status_turma: form.id_status_turma === '' ? CLASS_FORM_ERRORS.status : undefined,
    vagas: seatsError(form.vagas) ?? undefined,
    dias_semana: form.dias_semana.length ? undefined : CLASS_FORM_ERRORS.weekdays,
  };
}
