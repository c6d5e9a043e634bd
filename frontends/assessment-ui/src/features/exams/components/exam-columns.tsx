import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { ExamRow } from '@treina/contracts';
import { formatDate, type DataTableColumn } from '@treina/ui-kit';
import { attemptsLimitText } from '../../../shared/format/grades';
import { assessmentPaths } from '../../../shared/paths';

const period = (row: ExamRow) =>
  row.disponivel_de || row.disponivel_ate ? `${formatDate(row.disponivel_de) || '—'} a ${formatDate(row.disponivel_ate) || '—'}` : 'Sempre';

/** The Simulados columns; 'Resultados' opens the exam's figures. */
export const EXAM_COLUMNS: DataTableColumn<ExamRow>[] = [
  // The link comes first: it stays in view however wide the other columns are.
  {
    id: 'resultados',
    header: 'Resultados',
    accessor: () => '',
    render: (row) => (
      <Link component={RouterLink} to={assessmentPaths.examResults(row.id)} onClick={(event) => event.stopPropagation()}>
        Resultados
      </Link>
    ),
    enableFilter: false,
    enableSorting: false,
    searchable: false,
    excludeFromExport: true,
    size: 100,
  },
  { id: 'titulo', header: 'Título', accessor: (row) => row.titulo, enableFilter: false, size: 200 },
  { id: 'nome_treinamento', header: 'Treinamento', accessor: (row) => row.nome_treinamento, enableFilter: false, size: 180 },
  { id: 'num_questoes', header: 'Questões', accessor: (row) => row.num_questoes, enableFilter: false, size: 80 },
  { id: 'tempo_minutos', header: 'Minutos', accessor: (row) => row.tempo_minutos, enableFilter: false, size: 80 },
  { id: 'percentual_aprovacao', header: 'Aprovação', accessor: (row) => `${row.percentual_aprovacao}%`, enableFilter: false, size: 90 },
  { id: 'tentativas', header: 'Tentativas', accessor: (row) => attemptsLimitText(row.tentativas), enableFilter: false, size: 100 },
  { id: 'disponivel_de', header: 'Disponível', accessor: period, enableFilter: false, enableSorting: false, size: 130 },
  {
    id: 'questoes_disponiveis',
    header: 'Banco',
    accessor: (row) => `${row.questoes_disponiveis} ativas`,
    enableFilter: false,
    enableSorting: false,
    size: 100,
  },
];
