import type { FieldErrors } from '@treina/ui-kit';
import { typedCentavos, typedPercent } from '../../shared/format/money';
import {
  CARGA_HORARIA_INVALID,
  cargaHorariaOf,
  COMISSAO_INVALID,
  FREQUENCIA_MINIMA_INVALID,
  frequenciaMinimaOf,
  type TrainingFormData,
  VALOR_INVALID,
} from './components/training-form';

const TRAINING_FORM_ERRORS = {
  name: 'Informe o nome do treinamento.',
  hours: CARGA_HORARIA_INVALID,
  status: 'Escolha o status do treinamento.',
  attendance: FREQUENCIA_MINIMA_INVALID,
} as const;

/** What keeps the training from being saved, field by field. */
export function trainingFormErrors(form: TrainingFormData): FieldErrors {
  return {
    nome_treinamento: form.nome_treinamento.trim() ? undefined : TRAINING_FORM_ERRORS.name,
    carga_horaria: cargaHorariaOf(form.carga_horaria).valid ? undefined : TRAINING_FORM_ERRORS.hours,
    frequencia_minima: frequenciaMinimaOf(form.frequencia_minima) === null ? TRAINING_FORM_ERRORS.attendance : undefined,
    id_status_treinamento: form.id_status_treinamento === '' ? TRAINING_FORM_ERRORS.status : undefined,
    valor: typedCentavos(form.valor) === undefined ? VALOR_INVALID : undefined,
    percentual_comissao: typedPercent(form.percentual_comissao) === undefined ? COMISSAO_INVALID : undefined,
  };
}
