import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { AttemptRow, ExamRow } from '@treina/contracts';
import { formatDateTime, Notification, PageCard, useNotification } from '@treina/ui-kit';
import { LoadingSpinner, refusalOr } from '@treina/web-platform';
import { assessmentPaths } from '../../../shared/paths';
import { attemptsLimitText, gradeText } from '../../../shared/format/grades';
import { useMyAttempts, useMyExams, useStartAttempt } from '../api/get-my-exams';

const MY_EXAMS_TEXT = {
  loadFailed: 'Ocorreu um erro ao consultar os simulados.',
  startFailed: 'Não foi possível iniciar o simulado.',
  none: 'Nenhum simulado disponível para você no momento.',
  noneOfTraining: 'Nenhum simulado disponível para este treinamento.',
  allTrainings: 'Ver todos os simulados',
  start: 'Iniciar',
  resume: 'Continuar',
  attempts: 'Minhas tentativas',
  noAttempts: 'Você ainda não fez nenhum simulado.',
  open: 'Ver',
} as const;

function examFacts(exam: ExamRow): string {
  return `${exam.num_questoes} questões · ${exam.tempo_minutos} min · aprovação com ${exam.percentual_aprovacao}%`;
}

function attemptsLine(exam: ExamRow): string {
  const done = exam.minhas_tentativas ?? 0;
  return exam.tentativas === null
    ? `Tentativas: ${done} (${attemptsLimitText(null).toLowerCase()})`
    : `Tentativas: ${done} de ${exam.tentativas}`;
}

function ExamCard({ exam, onStart, starting }: { exam: ExamRow; onStart(exam: ExamRow): void; starting: boolean }) {
  const running = exam.tentativa_em_andamento ?? null;
  return (
    <Card variant="outlined" data-testid="my-exam" data-exam-id={exam.id} component="article" aria-label={exam.titulo}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2">
          {exam.titulo}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {exam.nome_treinamento}
        </Typography>
        <Typography variant="body2">{examFacts(exam)}</Typography>
        <Typography variant="body2">{attemptsLine(exam)}</Typography>
        {exam.melhor_nota !== null && exam.melhor_nota !== undefined && (
          <Typography variant="body2" data-testid="best-grade">
            {`Melhor nota: ${gradeText(exam.melhor_nota)}`}
          </Typography>
        )}
        {exam.disponivel_ate && <Typography variant="body2">{`Disponível até ${formatDateTime(exam.disponivel_ate)}`}</Typography>}
        {!running && !exam.pode_iniciar && exam.motivo && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="exam-blocked">
            {exam.motivo}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {running ? (
          <Button variant="contained" fullWidth component={RouterLink} to={assessmentPaths.attempt(running)}>
            {MY_EXAMS_TEXT.resume}
          </Button>
        ) : (
          <Button variant="contained" fullWidth disabled={!exam.pode_iniciar || starting} onClick={() => onStart(exam)}>
            {MY_EXAMS_TEXT.start}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function attemptText(attempt: AttemptRow): string {
  if (attempt.status === 'Em andamento') return 'Em andamento';
  return `Nota ${gradeText(attempt.nota)} · ${attempt.aprovado ? 'Aprovado' : 'Reprovado'}`;
}

function MyAttempts({ attempts }: { attempts: AttemptRow[] }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {MY_EXAMS_TEXT.attempts}
      </Typography>
      {attempts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {MY_EXAMS_TEXT.noAttempts}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={MY_EXAMS_TEXT.attempts}>
          {attempts.map((attempt) => (
            <ListItem
              key={attempt.id}
              divider
              data-testid="my-attempt"
              secondaryAction={
                <Link component={RouterLink} to={assessmentPaths.attempt(attempt.id)}>
                  {MY_EXAMS_TEXT.open}
                </Link>
              }
            >
              <ListItemText
                primary={attempt.titulo}
                secondary={
                  <>
                    {`${formatDateTime(attempt.iniciada_em)} · `}
                    <Chip
                      component="span"
                      size="small"
                      label={attemptText(attempt)}
                      color={attempt.status === 'Em andamento' ? 'info' : attempt.aprovado ? 'success' : 'default'}
                    />
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Meus simulados (/meus-simulados): the exams the student may take (of one training with ?treinamento=), and their attempts. */
export function MyExamsPage() {
  const [params, setParams] = useSearchParams();
  const trainingId = Number(params.get('treinamento')) || null;
  const exams = useMyExams(trainingId);
  const attempts = useMyAttempts();
  const start = useStartAttempt();
  const navigate = useNavigate();
  const { notify, notificationProps } = useNotification();

  const onStart = (exam: ExamRow) =>
    start.mutate(exam.id, {
      onSuccess: (attempt) => void navigate(assessmentPaths.attempt(attempt.id)),
      onError: (error) => notify.error(refusalOr(error, MY_EXAMS_TEXT.startFailed)),
    });

  const rows = exams.data?.rows ?? [];
  return (
    <PageCard title="Meus simulados">
      <Stack spacing={2}>
        {exams.error && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(exams.error, MY_EXAMS_TEXT.loadFailed)}
          </Alert>
        )}
        {exams.isPending && <LoadingSpinner />}
        {exams.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary">{trainingId ? MY_EXAMS_TEXT.noneOfTraining : MY_EXAMS_TEXT.none}</Typography>
        )}
        {rows.map((exam) => (
          <ExamCard key={exam.id} exam={exam} onStart={onStart} starting={start.isPending} />
        ))}
        {trainingId && (
          <Link component="button" type="button" onClick={() => setParams({})} sx={{ alignSelf: 'flex-start' }}>
            {MY_EXAMS_TEXT.allTrainings}
          </Link>
        )}
        {attempts.isSuccess && <MyAttempts attempts={attempts.data.rows} />}
      </Stack>
      <Notification {...notificationProps} />
    </PageCard>
  );
}
