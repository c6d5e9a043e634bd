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
import { useAttendanceSummary, useStudentsBelowMinimum } from '../api/get-attendance';
import { formatNumber, formatPercent, monthLabel } from '../format';
import type { Period } from '../period';

const ATTENDANCE_LOAD_FAILED = 'Ocorreu um erro ao consultar a frequência.';
const EMPTY = 'Nenhuma informação encontrada';

/** A card with a titled table: a message row while loading, on error or when empty. */
function TableCard(props: {
  title: string;
  columns: Array<{ label: string; align?: 'right' }>;
  error: unknown;
  loading: boolean;
  rows: ReactNode[] | undefined;
}) {
  const { title, columns, error, loading, rows } = props;
  const message = loading ? 'Carregando...' : !rows || rows.length === 0 ? EMPTY : null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {error ? (
          <Alert severity="error">{errorMessage(error, ATTENDANCE_LOAD_FAILED)}</Alert>
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

/** The Painel's attendance: the rate by training and month of the period, and the students below their training's minimum. */
export function AttendanceSection({ period }: { period: Period }) {
  const summary = useAttendanceSummary(period);
  const below = useStudentsBelowMinimum();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <TableCard
        title="Frequência por treinamento"
        columns={[
          { label: 'Treinamento' },
          { label: summary.data?.granularity === 'year' ? 'Ano' : 'Mês' },
          { label: 'Marcações', align: 'right' },
          { label: 'Presenças', align: 'right' },
          { label: 'Frequência', align: 'right' },
        ]}
        error={summary.error}
        loading={summary.isLoading}
        rows={summary.data?.byTrainingMonth.map((row) => (
          <TableRow key={`${row.id_treinamento}-${row.month}`}>
            <TableCell>{row.nome_treinamento}</TableCell>
            <TableCell>{monthLabel(row.month)}</TableCell>
            <TableCell align="right">{formatNumber(row.marcacoes)}</TableCell>
            <TableCell align="right">{formatNumber(row.presencas)}</TableCell>
            <TableCell align="right">{formatPercent(row.percentual)}</TableCell>
          </TableRow>
        ))}
      />
      <TableCard
        title="Alunos abaixo da frequência mínima"
        columns={[
          { label: 'Aluno' },
          { label: 'Turma / Treinamento' },
          { label: 'Frequência', align: 'right' },
          { label: 'Mínimo', align: 'right' },
        ]}
        error={below.error}
        loading={below.isLoading}
        rows={below.data?.map((student) => (
          <TableRow key={`${student.id_turma}-${student.id_aluno}`}>
            <TableCell>{student.nome_aluno}</TableCell>
            <TableCell>
              {student.nome_turma === student.nome_treinamento ? student.nome_turma : `${student.nome_turma} / ${student.nome_treinamento}`}
            </TableCell>
            <TableCell align="right">{formatPercent(student.percentual)}</TableCell>
            <TableCell align="right">{`${formatNumber(student.frequencia_minima)}%`}</TableCell>
          </TableRow>
        ))}
      />
    </Box>
  );
}
