import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { AttemptRow } from '@treina/contracts';
import { formatDateTime, type DataTableColumn } from '@treina/ui-kit';
import { gradeText } from '../../../shared/format/grades';
import { assessmentPaths } from '../../../shared/paths';

const verdict = (row: AttemptRow) => (row.aprovado === null ? '' : row.aprovado ? 'Aprovado' : 'Reprovado');

/** An exam's attempts: who, which class, when, the grade; 'Revisão' opens the attempt. */
export const ATTEMPT_COLUMNS: DataTableColumn<AttemptRow>[] = [
  // The link comes first: it stays in view however wide the other columns are.
  {
    id: 'revisao',
    header: 'Revisão',
    accessor: () => '',
    render: (row) =>
      row.status === 'Finalizada' ? (
        <Link component={RouterLink} to={assessmentPaths.attempt(row.id)}>
          Revisão
        </Link>
      ) : (
        ''
      ),
    enableFilter: false,
    enableSorting: false,
    searchable: false,
    excludeFromExport: true,
    size: 90,
  },
  { id: 'nome_aluno', header: 'Aluno', accessor: (row) => row.nome_aluno, enableFilter: false },
  { id: 'id_turma', header: 'Turma', accessor: (row) => row.id_turma ?? '', enableFilter: false, size: 80 },
  { id: 'status', header: 'Status', accessor: (row) => row.status, enableFilter: false, size: 120 },
  { id: 'iniciada_em', header: 'Iniciada em', accessor: (row) => formatDateTime(row.iniciada_em), enableFilter: false, size: 140 },
  { id: 'nota', header: 'Nota', accessor: (row) => gradeText(row.nota), enableFilter: false, size: 80 },
  { id: 'aprovado', header: 'Resultado', accessor: verdict, enableFilter: false, size: 110 },
];
