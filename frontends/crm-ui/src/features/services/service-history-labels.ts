import type { AuditFieldChange } from '@treina/contracts';
import { describeFields, historyDate, historyName, type DescribedChange } from '@treina/ui-kit';

/** Names the history shows for ids: the lists the service form offers. */
export interface ServiceHistoryNames {
  customers: ReadonlyMap<number, string>;
  serviceTypes: ReadonlyMap<number, string>;
}

/** A contracted service's history change in the service form's words: names for ids, dates DD/MM/YYYY. */
export function describeServiceChange(change: AuditFieldChange, names: ServiceHistoryNames): DescribedChange {
  return describeFields(
    {
      id_cliente: ['Cliente', historyName(names.customers)],
      id_tipo_servico: ['Tipo de Serviço', historyName(names.serviceTypes)],
      data_inicio: ['Data Inicial', historyDate],
      data_fim: ['Data Final', historyDate],
    },
    change,
  );
}
