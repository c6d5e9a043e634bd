import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MaskedTextField, useFieldErrors } from '@treina/ui-kit';

export interface CustomerFormData {
  id?: number;
  nome_razao: string;
  /** Masked: ###.###.###-## up to 11 digits, ##.###.###/####-## beyond. */
  documento: string;
  endereco: string;
}

export const EMPTY_CUSTOMER_FORM: CustomerFormData = { nome_razao: '', documento: '', endereco: '' };

export interface CustomerFormProps {
  data: CustomerFormData;
  onChange(next: CustomerFormData): void;
}

/** 'Dados do Cliente': nome_razao, documento (combined CPF/CNPJ mask, max 18), endereco. */
export function CustomerForm({ data, onChange }: CustomerFormProps) {
  const fieldError = useFieldErrors();
  return (
    <Stack spacing={2}>
      <TextField
        label="Nome / Razão Social"
        name="nome_razao"
        value={data.nome_razao}
        onChange={(event) => onChange({ ...data, nome_razao: event.target.value })}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
        {...fieldError('nome_razao')}
      />
      <MaskedTextField
        mask="cpfCnpj"
        label="Documento (CPF/CNPJ)"
        name="documento"
        value={data.documento}
        onChange={(documento) => onChange({ ...data, documento })}
        required
        fullWidth
        {...fieldError('documento')}
      />
      <TextField
        label="Endereço"
        name="endereco"
        value={data.endereco}
        onChange={(event) => onChange({ ...data, endereco: event.target.value })}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Stack>
  );
}
