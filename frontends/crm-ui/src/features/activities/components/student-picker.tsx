import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { filterStudentOptions, STUDENT_TYPEAHEAD_TEXT, type StudentOption } from '@treina/ui-kit';
import { useStudentSearch } from '../api/get-activity-form-data';

export interface StudentPickerProps {
  value: number | null;
  /** The chosen student's name, shown before any search (editing). */
  valueLabel: string;
  onChange(id: number | null, label: string): void;
  disabled?: boolean;
  /** The form's message for a missing student, in place of the search hint. */
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * The student typeahead of the FIXED activity type: offers the students whose name contains the
 * typed text (case-sensitive), asked of the server as the user types (GET /api/activity/students?q=).
 */
export function StudentPicker({
  value,
  valueLabel,
  onChange,
  disabled = false,
  error = false,
  helperText = STUDENT_TYPEAHEAD_TEXT.helper,
}: StudentPickerProps) {
  const [input, setInput] = useState(valueLabel);
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const selected: StudentOption | null = value !== null ? { id: value, label: valueLabel } : null;
  // Typing the chosen name back does not search again.
  const searching = !disabled && q !== '' && q !== valueLabel;
  const search = useStudentSearch(q, searching);
  const options = useMemo(() => {
    const found = (search.data ?? []).map((row) => ({ id: row.id_aluno, label: row.nome_aluno }));
    if (value !== null && !found.some((option) => option.id === value)) found.unshift({ id: value, label: valueLabel });
    return found;
  }, [search.data, value, valueLabel]);

  return (
    <Autocomplete<StudentOption>
      options={disabled ? [] : options}
      value={selected}
      disabled={disabled}
      loading={search.isFetching}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, option) => onChange(option?.id ?? null, option?.label ?? '')}
      filterOptions={(all, state) => filterStudentOptions(all, state.inputValue, [], disabled)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={STUDENT_TYPEAHEAD_TEXT.noOptions}
      loadingText="Pesquisando..."
      renderInput={(params) => (
        <TextField {...params} label={STUDENT_TYPEAHEAD_TEXT.label} helperText={helperText} error={error} required />
      )}
    />
  );
}
