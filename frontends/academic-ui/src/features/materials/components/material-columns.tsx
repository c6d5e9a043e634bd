import Link from '@mui/material/Link';
import type { MaterialRow } from '@treina/contracts';
import type { DataTableColumn } from '@treina/ui-kit';

/** Nome and URL (an external link opening in a new tab). */
export const MATERIAL_COLUMNS: DataTableColumn<MaterialRow>[] = [
  { id: 'nome_material', header: 'Nome', accessor: (row) => row.nome_material },
  {
    id: 'url',
    header: 'URL',
    accessor: (row) => row.url ?? '',
    render: (row) =>
      row.url ? (
        <Link href={row.url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
          {row.url}
        </Link>
      ) : (
        ''
      ),
  },
];
