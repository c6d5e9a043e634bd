import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MaterialRow, TrainingStatusRow } from '@treina/contracts';
import { useFieldErrors } from '@treina/ui-kit';
import type { InstructorOption } from '../../../shared/api/get-users';
import { typedCentavos, typedPercent } from '../../../shared/format/money';

export interface TrainingFormData {
  id?: number;
  nome_treinamento: string;
  id_instrutor: number | '';
  /** Hours as typed; '' for none. */
  carga_horaria: string;
  /** Percent as typed (0 to 100). */
  frequencia_minima: string;
  id_status_treinamento: number | '';
  id_material: number[];
  /** Reais as typed ('1.500,50'); '' for no price. */
  valor: string;
  /** Percent as typed ('10,5'); '' for none. */
  percentual_comissao: string;
}

/** A new training's minimum attendance (percent). */
export const DEFAULT_FREQUENCIA_MINIMA = 75;
const FREQUENCIA_MINIMA_HINT = 'Presença (0 a 100%) que o aluno precisa para o certificado';
export const FREQUENCIA_MINIMA_INVALID = 'A frequência mínima deve ser um número inteiro de 0 a 100.';

/** A whole percent 0..100; null otherwise (empty included). */
export function frequenciaMinimaOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

export const EMPTY_TRAINING_FORM: TrainingFormData = {
  nome_treinamento: '',
  id_instrutor: '',
  carga_horaria: '',
  frequencia_minima: String(DEFAULT_FREQUENCIA_MINIMA),
  id_status_treinamento: '',
  id_material: [],
  valor: '',
  percentual_comissao: '',
};

const VALOR_HINT = 'Em branco: treinamento sem valor';
export const VALOR_INVALID = 'Informe o valor em reais, zero ou mais (ex.: 1.500,50).';
const COMISSAO_HINT = 'Comissão padrão dos vendedores, de 0 a 100';
export const COMISSAO_INVALID = 'Informe um percentual de 0 a 100 com até duas casas decimais (ex.: 10,5).';

/** Whether the price and commission fields hold what the server takes, so 'Salvar' waits for them. */
export function pricesValid(data: Pick<TrainingFormData, 'valor' | 'percentual_comissao'>): boolean {
  return typedCentavos(data.valor) !== undefined && typedPercent(data.percentual_comissao) !== undefined;
}

const CARGA_HORARIA_HINT = 'Horas (1 a 10000), impressas nos certificados';
export const CARGA_HORARIA_INVALID = 'A carga horária deve ser um número inteiro de horas entre 1 e 10000.';

/** The server's rule (1..10000 whole hours, or none), so 'Salvar' waits for a valid value. */
export function cargaHorariaOf(text: string): { valid: boolean; value: number | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: true, value: null };
  if (!/^\d{1,5}$/.test(trimmed)) return { valid: false, value: null };
  const value = Number(trimmed);
  return value >= 1 && value <= 10000 ? { valid: true, value } : { valid: false, value: null };
}

export interface TrainingFormProps {
  data: TrainingFormData;
  onChange(next: TrainingFormData): void;
  instructors: readonly InstructorOption[];
  statuses: readonly TrainingStatusRow[];
  materials: readonly MaterialRow[];
}

/** 'Dados do Treinamento'. */
export function TrainingForm({ data, onChange, instructors, statuses, materials }: TrainingFormProps) {
  const toggleMaterial = (id: number, checked: boolean) =>
    onChange({
      ...data,
      id_material: checked ? [...data.id_material.filter((m) => m !== id), id] : data.id_material.filter((m) => m !== id),
    });
  const fieldError = useFieldErrors();
  const byName = [...materials].sort((a, b) => a.nome_material.localeCompare(b.nome_material, 'pt-BR'));
  return (
    <Stack spacing={2}>
      <TextField
        label="Nome Treinamento"
        name="nome_treinamento"
        value={data.nome_treinamento}
        onChange={(event) => onChange({ ...data, nome_treinamento: event.target.value })}
        required
        fullWidth
        {...fieldError('nome_treinamento')}
      />
      <TextField
        select
        label="Instrutor"
        name="id_instrutor"
        value={instructors.some((i) => i.id === data.id_instrutor) ? data.id_instrutor : ''}
        onChange={(event) => onChange({ ...data, id_instrutor: event.target.value === '' ? '' : Number(event.target.value) })}
        helperText="Selecione o Usuário"
        fullWidth
      >
        <MenuItem value="">
          <em>Nenhum</em>
        </MenuItem>
        {instructors.map((instructor) => (
          <MenuItem key={instructor.id} value={instructor.id}>
            {instructor.nome}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Carga Horária"
        name="carga_horaria"
        value={data.carga_horaria}
        onChange={(event) => onChange({ ...data, carga_horaria: event.target.value.replace(/\D/g, '').slice(0, 5) })}
        error={!cargaHorariaOf(data.carga_horaria).valid}
        helperText={cargaHorariaOf(data.carga_horaria).valid ? CARGA_HORARIA_HINT : CARGA_HORARIA_INVALID}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
      <TextField
        label="Frequência mínima (%)"
        name="frequencia_minima"
        value={data.frequencia_minima}
        onChange={(event) => onChange({ ...data, frequencia_minima: event.target.value.replace(/\D/g, '').slice(0, 3) })}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
        {...fieldError('frequencia_minima', FREQUENCIA_MINIMA_HINT)}
      />
      <TextField
        label="Valor (R$)"
        name="valor"
        value={data.valor}
        onChange={(event) => onChange({ ...data, valor: event.target.value })}
        error={typedCentavos(data.valor) === undefined}
        helperText={typedCentavos(data.valor) === undefined ? VALOR_INVALID : VALOR_HINT}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        fullWidth
      />
      <TextField
        label="% Comissão"
        name="percentual_comissao"
        value={data.percentual_comissao}
        onChange={(event) => onChange({ ...data, percentual_comissao: event.target.value })}
        error={typedPercent(data.percentual_comissao) === undefined}
        helperText={typedPercent(data.percentual_comissao) === undefined ? COMISSAO_INVALID : COMISSAO_HINT}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        fullWidth
      />
      <TextField
        select
        label="Status do Treinamento"
        name="id_status_treinamento"
        value={statuses.some((s) => s.id_status_treinamento === data.id_status_treinamento) ? data.id_status_treinamento : ''}
        onChange={(event) => onChange({ ...data, id_status_treinamento: Number(event.target.value) })}
        required
        fullWidth
        {...fieldError('id_status_treinamento', 'Selecione o Status do Treinamento')}
      >
        {statuses.map((status) => (
          <MenuItem key={status.id_status_treinamento} value={status.id_status_treinamento}>
            {status.nome_status_treinamento}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend">Materiais</FormLabel>
        <FormGroup aria-label="Materiais">
          {byName.map((material) => (
            <FormControlLabel
              key={material.id}
              label={material.nome_material}
              control={
                <Checkbox
                  name={`material_${material.id}`}
                  checked={data.id_material.includes(material.id)}
                  onChange={(event) => toggleMaterial(material.id, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {byName.length === 0 && <FormHelperText>Nenhum material cadastrado.</FormHelperText>}
      </FormControl>
    </Stack>
  );
}
