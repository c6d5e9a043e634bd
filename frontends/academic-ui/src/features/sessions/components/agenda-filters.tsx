import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ScheduledSessionRow } from '@treina/contracts';
import { useTrainings } from '../../../shared/api/get-trainings';
import { instructorOptions, useUsers } from '../../../shared/api/get-users';
import type { SessionFilters } from '../api/get-sessions';

interface Option {
  id: number;
  nome: string;
}

function FilterSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: number | undefined;
  options: readonly Option[];
  onChange(id: number | undefined): void;
}) {
  const known = value === undefined || options.some((option) => option.id === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 220px' } }}
    >
      <MenuItem value="">Todos</MenuItem>
      {!known && <MenuItem value={value}>{`Nº ${value}`}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The classes to filter by: those with sessions in the period under the other filters. */
function classOptions(sessions: readonly ScheduledSessionRow[]): Option[] {
  const byId = new Map(sessions.map((session) => [session.id_turma, session.nome_turma]));
  return [...byId.entries()].map(([id, nome]) => ({ id, nome })).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** Instrutor, Treinamento and Turma: each sent to the server as a query parameter. */
export function AgendaFilters({
  filters,
  classSessions,
  onChange,
}: {
  filters: SessionFilters;
  /** The period's sessions without the class filter. */
  classSessions: readonly ScheduledSessionRow[];
  onChange(filters: SessionFilters): void;
}) {
  const users = useUsers();
  const trainings = useTrainings();
  const instructors = useMemo(() => instructorOptions(users.data), [users.data]);
  const trainingOptions = useMemo(
    () =>
      (trainings.data ?? [])
        .map((training) => ({ id: training.id, nome: training.nome_treinamento }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    [trainings.data],
  );
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-label="Filtros da agenda" role="group">
      <FilterSelect
        label="Instrutor"
        name="instrutor"
        value={filters.id_instrutor}
        options={instructors}
        onChange={(id) => onChange({ ...filters, id_instrutor: id })}
      />
      <FilterSelect
        label="Treinamento"
        name="treinamento"
        value={filters.id_treinamento}
        options={trainingOptions}
        onChange={(id) => onChange({ ...filters, id_treinamento: id, id_turma: undefined })}
      />
      <FilterSelect
        label="Turma"
        name="turma"
        value={filters.id_turma}
        options={classOptions(classSessions)}
        onChange={(id) => onChange({ ...filters, id_turma: id })}
      />
    </Stack>
  );
}
