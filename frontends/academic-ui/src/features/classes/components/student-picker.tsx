import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { StudentRow } from '@treina/contracts';
import { STUDENT_TYPEAHEAD_TEXT } from '@treina/ui-kit';
import { useStudentSearch } from '../api/search-students';

export interface StudentPickerProps {
  value: StudentRow | null;
  onChange(student: StudentRow | null): void;
  /** Students already in the class: never offered. */
  excludedIds: readonly number[];
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
}

const optionLabel = (student: StudentRow) => (student.email ? `${student.nome_aluno} (${student.email})` : student.nome_aluno);

/** The add-student row's selector: searches leads and students on the server as the user types. */
export function StudentPicker({ value, onChange, excludedIds, disabled = false, required = false, error = false }: StudentPickerProps) {
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTyped(input), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const search = useStudentSearch(typed, !disabled);
  const options = disabled ? [] : (search.data ?? []).filter((student) => !excludedIds.includes(student.id));
  const searching = input.trim() !== '' && (input !== typed || search.isFetching);

  return (
    <Autocomplete<StudentRow>
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_event, student) => onChange(student)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={searching}
      loadingText="Pesquisando..."
      noOptionsText={input.trim() ? STUDENT_TYPEAHEAD_TEXT.noOptions : STUDENT_TYPEAHEAD_TEXT.helper}
      renderOption={(props, student) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {optionLabel(student)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={STUDENT_TYPEAHEAD_TEXT.label}
          helperText={STUDENT_TYPEAHEAD_TEXT.helper}
          required={required}
          error={error}
        />
      )}
    />
  );
}
