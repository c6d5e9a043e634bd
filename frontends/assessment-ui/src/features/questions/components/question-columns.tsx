import Chip from '@mui/material/Chip';
import type { QuestionRow } from '@treina/contracts';
import { formatDateTime, type DataTableColumn } from '@treina/ui-kit';

/** The Questões columns; ids are the row's fields (the server sorts by them); the filters above the list replace column filters. */
export const QUESTION_COLUMNS: DataTableColumn<QuestionRow>[] = [
  { id: 'enunciado', header: 'Enunciado', accessor: (row) => row.enunciado, enableFilter: false, size: 300 },
  { id: 'nome_treinamento', header: 'Treinamento', accessor: (row) => row.nome_treinamento, enableFilter: false, size: 180 },
  { id: 'topico', header: 'Tópico', accessor: (row) => row.topico, enableFilter: false, size: 130 },
  { id: 'dificuldade', header: 'Dificuldade', accessor: (row) => row.dificuldade, enableFilter: false, size: 100 },
  { id: 'correta', header: 'Correta', accessor: (row) => row.correta, enableFilter: false, size: 80 },
  {
    id: 'ativa',
    header: 'Ativa',
    accessor: (row) => (row.ativa ? 'Sim' : 'Não'),
    render: (row) => <Chip size="small" label={row.ativa ? 'Sim' : 'Não'} color={row.ativa ? 'success' : 'default'} />,
    enableFilter: false,
    size: 80,
  },
  {
    id: 'atualizada_em',
    header: 'Atualizada em',
    accessor: (row) => formatDateTime(row.atualizada_em),
    enableFilter: false,
    size: 140,
    hiddenByDefault: true,
  },
];
