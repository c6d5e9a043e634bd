import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AttemptRow, ExamStats } from '@treina/contracts';
import { DataTable, PageCard } from '@treina/ui-kit';
import { refusalOr } from '@treina/web-platform';
import { gradeText, percentText } from '../../../shared/format/grades';
import { useExam, useExamAttemptsTable, useExamStats } from '../api/get-exam-results';
import { ATTEMPT_COLUMNS } from './attempt-columns';

const RESULTS_TEXT = {
  loadFailed: 'Ocorreu um erro ao consultar os resultados do simulado.',
  noExam: 'Simulado não informado.',
  allClasses: 'Todas as turmas',
  byClass: 'Por turma',
  missed: 'Questões mais erradas',
  noMissed: 'Nenhuma resposta errada até agora.',
  attempts: 'Tentativas',
  back: 'Voltar para Simulados',
} as const;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography variant="h5" component="p" data-testid={testId} sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Figures({ stats }: { stats: ExamStats }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Figure label="Tentativas" value={String(stats.tentativas)} testId="stat-attempts" />
      <Figure label="Alunos" value={String(stats.alunos)} testId="stat-students" />
      <Figure label="Média" value={gradeText(stats.media)} testId="stat-average" />
      <Figure label="Aprovação" value={percentText(stats.taxa_aprovacao)} testId="stat-pass-rate" />
    </Box>
  );
}

function ByClass({ stats, onPick }: { stats: ExamStats; onPick(classId: number): void }) {
  if (!stats.por_turma.length) return null;
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {RESULTS_TEXT.byClass}
      </Typography>
      <Table size="small" aria-label={RESULTS_TEXT.byClass}>
        <TableHead>
          <TableRow>
            <TableCell>Turma</TableCell>
            <TableCell align="right">Tentativas</TableCell>
            <TableCell align="right">Média</TableCell>
            <TableCell align="right">Aprovação</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stats.por_turma.map((row) => (
            <TableRow key={row.id_turma} hover data-testid="class-stats">
              <TableCell>
                <Link component="button" type="button" onClick={() => onPick(row.id_turma)}>
                  {`Turma ${row.id_turma}`}
                </Link>
              </TableCell>
              <TableCell align="right">{row.tentativas}</TableCell>
              <TableCell align="right">{gradeText(row.media)}</TableCell>
              <TableCell align="right">{percentText(row.taxa_aprovacao)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function MostMissed({ stats }: { stats: ExamStats }) {
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {RESULTS_TEXT.missed}
      </Typography>
      {stats.mais_erradas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {RESULTS_TEXT.noMissed}
        </Typography>
      ) : (
        <Table size="small" aria-label={RESULTS_TEXT.missed}>
          <TableHead>
            <TableRow>
              <TableCell>Questão</TableCell>
              <TableCell>Tópico</TableCell>
              <TableCell align="right">Erros</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stats.mais_erradas.map((question) => (
              <TableRow key={question.id_questao} data-testid="missed-question">
                <TableCell>{question.enunciado}</TableCell>
                <TableCell>{question.topico}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {`${question.erros} de ${question.respostas} (${percentText(question.percentual_erro)})`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/** An exam's Resultados (/resultados-simulado?id=…&turma=…): attempts, average, pass rate, per class, the questions most often missed. */
export function ExamResultsPage() {
  const [params, setParams] = useSearchParams();
  const examId = Number(params.get('id')) || 0;
  const classId = Number(params.get('turma')) || null;
  const exam = useExam(examId);
  const stats = useExamStats(examId, classId);
  const attempts = useExamAttemptsTable(examId, classId);
  const pickClass = (value: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete('turma');
      else next.set('turma', String(value));
      return next;
    });
  const classes = stats.data && !classId ? stats.data.por_turma.map((row) => row.id_turma) : classId ? [classId] : [];
  const title = exam.data ? `Resultados: ${exam.data.titulo}` : 'Resultados do simulado';

  return (
    <PageCard title={title} subheader={exam.data?.nome_treinamento}>
      <Stack spacing={3}>
        {!examId && <Alert severity="error">{RESULTS_TEXT.noExam}</Alert>}
        {stats.error && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(stats.error, RESULTS_TEXT.loadFailed)}
          </Alert>
        )}
        <TextField
          select
          size="small"
          label="Turma"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={classId ?? ''}
          onChange={(event) => pickClass(event.target.value === '' ? null : Number(event.target.value))}
          sx={{ maxWidth: 240 }}
        >
          <MenuItem value="">{RESULTS_TEXT.allClasses}</MenuItem>
          {classes.map((id) => (
            <MenuItem key={id} value={id}>
              {`Turma ${id}`}
            </MenuItem>
          ))}
        </TextField>
        {stats.data && <Figures stats={stats.data} />}
        {stats.data && !classId && <ByClass stats={stats.data} onPick={pickClass} />}
        {stats.data && <MostMissed stats={stats.data} />}
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {RESULTS_TEXT.attempts}
          </Typography>
          <DataTable<AttemptRow>
            aria-label={RESULTS_TEXT.attempts}
            columns={ATTEMPT_COLUMNS}
            data={attempts.rows}
            getRowId={(row) => row.id}
            isLoading={attempts.isLoading}
            server={attempts.server}
            list={attempts.list}
            exportFileName="tentativas_simulado.csv"
          />
        </Box>
        <Link component={RouterLink} to="/simulados">
          {RESULTS_TEXT.back}
        </Link>
      </Stack>
    </PageCard>
  );
}
