import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CHARGE_STATUSES } from '@treina/contracts';
import { DatePickerField, isoToBR, parseDateBR } from '@treina/ui-kit';
import { CHARGE_FILTER, isChargeStatus, type ChargeFilterId } from '../charge-filters';

export interface ChargeFilterBarProps {
  values: Partial<Record<ChargeFilterId, string>>;
  onChange(id: ChargeFilterId, value: string): void;
  /** Names for the student and class filters that came with the address (Inadimplência's links). */
  studentName?: string;
  className?: string;
}

/** Status, due-day range and 'Somente divergentes'; the student or class a link filtered by, as a chip that removes it. */
export function ChargeFilterBar({ values, onChange, studentName, className }: ChargeFilterBarProps) {
  const status = values.status && isChargeStatus(values.status) ? values.status : '';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} role="group" aria-label="Filtros">
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => onChange(CHARGE_FILTER.status, event.target.value)}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {CHARGE_STATUSES.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <DatePickerField
        label="Vencimento de"
        size="small"
        value={isoToBR(values.vencimento_de)}
        onChange={(text) => onChange(CHARGE_FILTER.from, parseDateBR(text) ?? '')}
      />
      <DatePickerField
        label="Vencimento até"
        size="small"
        value={isoToBR(values.vencimento_ate)}
        onChange={(text) => onChange(CHARGE_FILTER.to, parseDateBR(text) ?? '')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={values.divergente === 'true'}
            onChange={(event) => onChange(CHARGE_FILTER.divergent, event.target.checked ? 'true' : '')}
          />
        }
        label="Somente divergentes"
      />
      {values.id_aluno && (
        <Chip
          label={`Aluno: ${studentName ?? `#${values.id_aluno}`}`}
          onDelete={() => onChange(CHARGE_FILTER.student, '')}
          data-testid="filter-student"
        />
      )}
      {values.id_turma && (
        <Chip
          label={`Turma: ${className ?? `#${values.id_turma}`}`}
          onDelete={() => onChange(CHARGE_FILTER.classId, '')}
          data-testid="filter-class"
        />
      )}
    </Box>
  );
}
