import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useAttendanceSummary, useStudentsBelowMinimum } from '../api/get-attendance';
import { formatNumber, formatPercent, monthLabel } from '../format';
import type { Period } from '../period';
import { TableCard } from './table-card';

const ATTENDANCE_LOAD_FAILED = 'Ocorreu um erro ao consultar a frequência.';

/** The Painel's attendance: the rate by training and month of the period, and the students below their training's minimum. */
export function AttendanceSection({ period }: { period: Period }) {
  const summary = useAttendanceSummary(period);
  const below = useStudentsBelowMinimum();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <TableCard
        title="Frequência por treinamento"
        failed={ATTENDANCE_LOAD_FAILED}
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
        failed={ATTENDANCE_LOAD_FAILED}
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
