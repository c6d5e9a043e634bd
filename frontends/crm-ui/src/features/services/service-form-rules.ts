import { parseDateBR, type FieldErrors } from '@treina/ui-kit';
import type { ServiceFormData } from './components/service-form';

const SERVICE_FORM_ERRORS = {
  customer: 'Escolha o cliente.',
  serviceType: 'Escolha o tipo de serviço.',
  start: 'Informe a data inicial (DD/MM/AAAA).',
  end: 'Informe a data final (DD/MM/AAAA).',
  endBeforeStart: 'Escolha uma data final igual ou posterior à inicial.',
} as const;

/** What keeps the service from being saved, field by field. */
export function serviceFormErrors(form: ServiceFormData): FieldErrors {
  const start = parseDateBR(form.data_inicio);
  const end = parseDateBR(form.data_fim);
  return {
    id_cliente: form.id_cliente === '' ? SERVICE_FORM_ERRORS.customer : undefined,
    id_tipo_servico: form.id_tipo_servico === '' ? SERVICE_FORM_ERRORS.serviceType : undefined,
    data_inicio: start ? undefined : SERVICE_FORM_ERRORS.start,
    data_fim: !end ? SERVICE_FORM_ERRORS.end : start && end < start ? SERVICE_FORM_ERRORS.endBeforeStart : undefined,
  };
}
