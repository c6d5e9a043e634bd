import Box from '@mui/material/Box';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { UserRow } from '@treina/contracts';
import type { DataTableColumn } from '@treina/ui-kit';

const statusText = (status: boolean) => (status ? 'Ativo' : 'Inativo');

/** The users' columns: Nome, E-mail, Status (icon + Ativo/Inativo), Tipo. */
export const USER_COLUMNS: DataTableColumn<UserRow>[] = [
  { id: 'nome', header: 'Nome', accessor: (row) => row.nome },
  { id: 'email', header: 'E-mail', accessor: (row) => row.email },
  {
    id: 'status',
    header: 'Status',
    // The column filter matches the typed text against 'Ativo' / 'Inativo' as substrings.
    accessor: (row) => statusText(row.status),
    render: (row) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {row.status ? (
          <HowToRegIcon fontSize="small" color="success" aria-hidden />
        ) : (
          <PersonOffIcon fontSize="small" color="disabled" aria-hidden />
        )}
        {statusText(row.status)}
      </Box>
    ),
    size: 120,
  },
  { id: 'tipo', header: 'Tipo', accessor: (row) => row.nome_tipo_usuario, size: 150 },
];
