import type { AuditFieldChange } from '@treina/contracts';
import { describeFields, maskCpfCnpj, plainValue, type DescribedChange } from '@treina/ui-kit';

/** A customer history change in the customer form's words, the document masked as the list shows it. */
export function describeCustomerChange(change: AuditFieldChange): DescribedChange {
  return describeFields(
    {
      nome_razao: ['Nome / Razão Social'],
      documento: ['Documento (CPF/CNPJ)', (value) => (typeof value === 'string' && value ? maskCpfCnpj(value) : plainValue(value))],
      tipo_pessoa: ['Tipo Pessoa'],
      endereco: ['Endereço'],
    },
    change,
  );
}
