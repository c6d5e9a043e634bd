import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@treina/web-platform';

const EMPTY = 'Nenhuma informação encontrada';

/** A card with a titled table: a message row while loading, on error or when empty. */
export function TableCard(props: {
  title: string;
  /** Shown when the read fails without a message of its own. */
  failed: string;
  columns: Array<{ label: string; align?: 'right' }>;
  error: unknown;
  loading: boolean;
  rows: ReactNode[] | undefined;
}) {
  const { title, failed, columns, error, loading, rows } = props;
  const message = loading ? 'Carregando...' : !rows || rows.length === 0 ? EMPTY : null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {error ? (
          <Alert severity="error">{errorMessage(error, failed)}</Alert>
        ) : (
          // Wider than a phone: the table scrolls sideways in its own region, which the keyboard can reach.
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${title} (tabela)`}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.align}>
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {message ? (
                  <TableRow>
                    <TableCell colSpan={columns.length} align="center">
                      {message}
                    </TableCell>
                  </TableRow>
                ) : (
                  rows
                )}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
