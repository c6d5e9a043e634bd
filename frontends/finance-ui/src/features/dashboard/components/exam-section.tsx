import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useExamSummary } from '../api/get-exam-summary';
import { formatGrade, formatNumber, formatPercent } from '../format';
import type { Period } from '../period';
import { TableCard } from './table-card';

const EXAMS_LOAD_FAILED = 'Ocorreu um erro ao consultar os simulados.';

/** The Painel's practice exams: per training, the attempts completed in the period, their average grade and pass rate. */
export function ExamSection({ period }: { period: Period }) {
  const summary = useExamSummary(period);
  return (
    <TableCard
      title="Simulados: aprovação por treinamento"
      failed={EXAMS_LOAD_FAILED}
      columns={[
        { label: 'Treinamento' },
        { label: 'Tentativas', align: 'right' },
        { label: 'Média', align: 'right' },
        { label: 'Aprovação', align: 'right' },
      ]}
      error={summary.error}
      loading={summary.isLoading}
      rows={summary.data?.byTraining.map((row) => (
        <TableRow key={row.id_treinamento}>
          <TableCell>{row.nome_treinamento}</TableCell>
          <TableCell align="right">{formatNumber(row.tentativas)}</TableCell>
          <TableCell align="right">{formatGrade(row.media)}</TableCell>
          <TableCell align="right">{formatPercent(row.percentual_aprovacao)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
