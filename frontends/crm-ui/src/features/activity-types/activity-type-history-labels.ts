import type { AuditFieldChange } from '@treina/contracts';
import { describeFields, historyName, type DescribedChange } from '@treina/ui-kit';

/** An activity type's history change in the form's words ('Origem' as the list calls `tipo`), the service type by name. */
export function describeActivityTypeChange(change: AuditFieldChange, serviceTypes: ReadonlyMap<number, string>): DescribedChange {
  return describeFields(
    {
      nome: ['Tipo da Atividade'],
      tipo: ['Origem'],
      id_tipo_servico: ['Tipo de Serviço', historyName(serviceTypes)],
    },
    change,
  );
}
