import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface StudentOption {
  id: number;
  label: string;
}

export const STUDENT_TYPEAHEAD_TEXT = {
  label: 'Nome do Aluno',
  helper: 'Digite o Nome do Aluno para pesquisar',
  noOptions: 'Nenhum aluno encontrado',
} as const;

/** The student typeahead: the label contains the typed text (case-sensitive), blacklisted ids left out. */
export function filterStudentOptions(
  options: readonly StudentOption[],
  typed: string,
  blacklist: readonly number[] = [],
  disabled = false,
): StudentOption[] {
  if (disabled) return [];
  return options.filter((option) => !blacklist.includes(option.id) && option.label.includes(typed));
}

export interface StudentTypeaheadProps {
  options: readonly StudentOption[];
  value: number | null;
  onChange(id: number | null, option: StudentOption | null): void;
  /** Ids never offered (e.g. students already in the class). */
  blacklist?: readonly number[];
  disabled?: boolean;
  required?: boolean;
}

export function StudentTypeahead({ options, value, onChange, blacklist = [], disabled = false, required }: StudentTypeaheadProps) {
  const selected = options.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete<StudentOption>
      options={disabled ? [] : [...options]}
      value={selected}
      disabled={disabled}
      onChange={(_event, option) => onChange(option?.id ?? null, option)}
      filterOptions={(all, state) => filterStudentOptions(all, state.inputValue, blacklist, disabled)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={STUDENT_TYPEAHEAD_TEXT.noOptions}
      renderInput={(params) => (
        <TextField {...params} label={STUDENT_TYPEAHEAD_TEXT.label} helperText={STUDENT_TYPEAHEAD_TEXT.helper} required={required} />
      )}
    />
  );
}
