import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { UserType } from '@treina/contracts';
import { PageCard } from '@treina/ui-kit';
import { LoadingSpinner, refusalOr, useCurrentUser } from '@treina/web-platform';
import { assessmentPaths } from '../../../shared/paths';
import { useAttempt } from '../api/attempt';
import { AttemptReview } from './attempt-review';
import { AttemptRunner } from './attempt-runner';

const ATTEMPT_PAGE_TEXT = {
  loadFailed: 'Ocorreu um erro ao abrir o simulado.',
  noAttempt: 'Tentativa não informada.',
  back: 'Voltar para Meus simulados',
  backToResults: 'Voltar para os resultados do simulado',
} as const;

/** One attempt (/meus-simulados/tentativa?id=…): its questions while it runs, its result and review once it has ended. */
export function AttemptPage() {
  const [params] = useSearchParams();
  const attemptId = Number(params.get('id')) || 0;
  const attempt = useAttempt(attemptId);
  const data = attempt.data;
  // Staff come here from an exam's results, a student from their own exams.
  const student = useCurrentUser()?.id_tipo_usuario === UserType.ALUNO;
  return (
    <PageCard title={data?.titulo ?? 'Simulado'}>
      <Stack spacing={2}>
        {!attemptId && <Alert severity="error">{ATTEMPT_PAGE_TEXT.noAttempt}</Alert>}
        {attempt.error && (
          <Alert severity="error" data-testid="page-error">
            {refusalOr(attempt.error, ATTEMPT_PAGE_TEXT.loadFailed)}
          </Alert>
        )}
        {attemptId > 0 && attempt.isPending && <LoadingSpinner />}
        {data?.status === 'Em andamento' && <AttemptRunner key={data.iniciada_em} attempt={data} arrivedAt={attempt.dataUpdatedAt} />}
        {data?.status === 'Finalizada' && <AttemptReview attempt={data} />}
        {student || !data ? (
          <Link component={RouterLink} to={assessmentPaths.myExams}>
            {ATTEMPT_PAGE_TEXT.back}
          </Link>
        ) : (
          <Link component={RouterLink} to={assessmentPaths.examResults(data.id_simulado)}>
            {ATTEMPT_PAGE_TEXT.backToResults}
          </Link>
        )}
      </Stack>
    </PageCard>
  );
}
