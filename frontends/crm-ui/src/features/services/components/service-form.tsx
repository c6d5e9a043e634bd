import Stack from '@mui/material/Stack';
import type { CustomerRow, ServiceTypeRow } from '@treina/contracts';
import { DatePickerField, todayBR, useFieldErrors } from '@treina/ui-kit';
import { yearsFromToday } from '../../../shared/forms/dates';
import { SelectField } from '../../../shared/forms/select-field';

export interface ServiceFormData {
  id?: number;
  id_cliente: number | '';
  id_tipo_servico: number | '';
  /** DD/MM/YYYY */
  data_inicio: string;
  /** DD/MM/YYYY */
  data_fim: string;
}

/** By default data_inicio is today, data_fim one year from today. */
export function newServiceForm(now: Date = new Date()): ServiceFormData {
  return { id_cliente: '', id_tipo_servico: '', data_inicio: todayBR(), data_fim: yearsFromToday(1, now) };
}

export interface ServiceFormProps {
  data: ServiceFormData;
  onChange(next: ServiceFormData): void;
  customers: readonly CustomerRow[];
  serviceTypes: readonly ServiceTypeRow[];
}

/** Modal 'Serviço': customer, service type, data_inicio, data_fim. */
export function ServiceForm({ data, onChange, customers, serviceTypes }: ServiceFormProps) {
  const fieldError = useFieldErrors();
  return (
    <Stack spacing={2}>
      <SelectField
        label="Cliente"
        name="id_cliente"
        value={data.id_cliente}
        options={customers.map((customer) => ({ value: customer.id, label: customer.nome_razao }))}
        onChange={(id) => onChange({ ...data, id_cliente: id })}
        required
        {...fieldError('id_cliente')}
      />
      <SelectField
        label="Tipo de Serviço"
        name="id_tipo_servico"
        value={data.id_tipo_servico}
        options={serviceTypes.map((type) => ({ value: type.id, label: type.nome }))}
        onChange={(id) => onChange({ ...data, id_tipo_servico: id })}
        required
        {...fieldError('id_tipo_servico')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePickerField
          label="Data Inicial"
          name="data_inicio"
          value={data.data_inicio}
          onChange={(value) => onChange({ ...data, data_inicio: value })}
          required
          {...fieldError('data_inicio')}
        />
        <DatePickerField
          label="Data Final"
          name="data_fim"
          value={data.data_fim}
          onChange={(value) => onChange({ ...data, data_fim: value })}
          required
          {...fieldError('data_fim')}
        />
      </Stack>
    </Stack>
  );
}
