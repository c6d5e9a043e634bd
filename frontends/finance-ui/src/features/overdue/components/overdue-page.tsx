import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatBRL } from '@treina/contracts';
import { isoToBR, PageCard, TabsPanel } from '@treina/ui-kit';
import { errorMessage } from '@treina/web-platform';
import { useOverdue, type OverdueGrouping } from '../api/get-overdue';

const LOAD_FAILED = 'Ocorreu um erro ao consultar a inadimplência.';
const EMPTY = 'Nenhuma cobrança vencida.';

/** Cobranças filtered by the row's student or class (the list reads its filters from the address). */
function chargesLinkOf(por: OverdueGrouping, id: number): string {
  return `/cobrancas?filter.${por === 'aluno' ? 'id_aluno' : 'id_turma'}=${id}`;
}

/** One tab: the overdue amount by student or by class; a row opens those charges. */
function OverdueTable({ por }: { por: OverdueGrouping }) {
  const overdue = useOverdue(por);
  const navigate = useNavigate();
  const nameHeader = por === 'aluno' ? 'Aluno' : 'Turma';
  const rows = overdue.data ?? [];
  const message = overdue.isLoading ? 'Carregando...' : rows.length === 0 ? EMPTY : null;
  if (overdue.error) {
    return (
      <Alert severity="error" data-testid="page-error">
        {errorMessage(overdue.error, LOAD_FAILED)}
      </Alert>
    );
  }
  return (
    // Wider than a phone: the table scrolls sideways in its own region, which the keyboard can reach.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`Inadimplência por ${por} (tabela)`}>
      <Table size="small" aria-label={`Inadimplência por ${por}`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{nameHeader}</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              Cobranças vencidas
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              Valor
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Vencimento mais antigo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {message ? (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 4 }}>
                {message}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                data-row-id={row.id}
                sx={{ cursor: 'pointer' }}
                onClick={() => void navigate(chargesLinkOf(por, row.id))}
              >
                <TableCell>
                  <Link component={RouterLink} to={chargesLinkOf(por, row.id)} onClick={(event) => event.stopPropagation()}>
                    {row.nome}
                  </Link>
                </TableCell>
                <TableCell align="right">{row.cobrancas}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatBRL(row.valor)}
                </TableCell>
                <TableCell>{isoToBR(row.vencimento_mais_antigo)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Inadimplência (/inadimplencia): who owes what past its due day, by student and by class. */
export function OverduePage() {
  return (
    <PageCard title="Inadimplência" subheader="Cobranças vencidas e não pagas, do maior valor ao menor">
      <TabsPanel
        aria-label="Inadimplência"
        tabs={[
          { label: 'Por aluno', content: <OverdueTable por="aluno" /> },
          { label: 'Por turma', content: <OverdueTable por="turma" /> },
        ]}
      />
    </PageCard>
  );
}
