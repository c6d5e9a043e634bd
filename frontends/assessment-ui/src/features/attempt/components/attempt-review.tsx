import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { FinishedAttempt, ReviewedQuestion } from '@treina/contracts';
import { formatDateTime } from '@treina/ui-kit';
import { gradeText } from '../../../shared/format/grades';

const REVIEW_TEXT = {
  passed: 'Aprovado',
  failed: 'Reprovado',
  closedByTime: 'O tempo acabou: o simulado foi encerrado com as respostas salvas.',
  byTopic: 'Acertos por tópico',
  review: 'Revisão das questões',
  yours: 'Sua resposta',
  yoursCorrect: 'Sua resposta, correta',
  correct: 'Resposta correta',
  blank: 'Sem resposta',
  explanation: 'Explicação',
} as const;

function ResultSummary({ attempt }: { attempt: FinishedAttempt }) {
  return (
    <Card variant="outlined" data-testid="attempt-result">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="overline" color="text.secondary" component="p">
              Nota
            </Typography>
            <Typography variant="h3" component="p" data-testid="attempt-grade" sx={{ fontWeight: 700, lineHeight: 1 }}>
              {gradeText(attempt.nota)}
            </Typography>
          </Box>
          <Box>
            <Typography data-testid="attempt-hits">{`${attempt.acertos} de ${attempt.total} acertos`}</Typography>
            <Chip
              data-testid="attempt-verdict"
              label={attempt.aprovado ? REVIEW_TEXT.passed : REVIEW_TEXT.failed}
              color={attempt.aprovado ? 'success' : 'error'}
              sx={{ mt: 0.5, fontWeight: 700 }}
            />
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`Finalizado em ${formatDateTime(attempt.finalizada_em)}`}
        </Typography>
        {attempt.encerrada_por_tempo && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {REVIEW_TEXT.closedByTime}
          </Alert>
        )}
        <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
          {REVIEW_TEXT.byTopic}
        </Typography>
        <Box component="ul" aria-label={REVIEW_TEXT.byTopic} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {attempt.por_topico.map((topic) => (
            <Box
              component="li"
              key={topic.topico}
              data-testid="topic-score"
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <span>{topic.topico}</span>
              <strong>{`${topic.acertos}/${topic.total}`}</strong>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function ReviewedQuestionCard({ question, index }: { question: ReviewedQuestion; index: number }) {
  return (
    <Card
      variant="outlined"
      component="section"
      data-testid="reviewed-question"
      data-correct={question.acertou ? 'true' : 'false'}
      sx={{ borderLeft: 4, borderLeftColor: question.acertou ? 'success.main' : 'error.main' }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {question.acertou ? <CheckCircleIcon color="success" fontSize="small" /> : <CancelIcon color="error" fontSize="small" />}
          <Typography variant="overline" color="text.secondary">{`Questão ${index + 1} · ${question.topico}`}</Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{question.enunciado}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {question.alternativas.map((alternative) => {
            const correct = alternative.letra === question.correta;
            const chosen = alternative.letra === question.resposta;
            return (
              <Box
                component="li"
                key={alternative.letra}
                data-letter={alternative.letra}
                data-correct={correct ? 'true' : undefined}
                data-chosen={chosen ? 'true' : undefined}
                sx={{
                  px: 1,
                  py: 0.5,
                  my: 0.5,
                  borderRadius: 1,
                  bgcolor: (theme) =>
                    correct ? alpha(theme.palette.success.main, 0.1) : chosen ? alpha(theme.palette.error.main, 0.08) : 'transparent',
                  border: 1,
                  borderColor: correct ? 'success.main' : chosen ? 'error.main' : 'transparent',
                }}
              >
                {`${alternative.letra}) ${alternative.texto}`}
                {correct && (
                  <Chip size="small" color="success" label={chosen ? REVIEW_TEXT.yoursCorrect : REVIEW_TEXT.correct} sx={{ ml: 1 }} />
                )}
                {chosen && !correct && <Chip size="small" color="error" label={REVIEW_TEXT.yours} sx={{ ml: 1 }} />}
              </Box>
            );
          })}
        </Box>
        {!question.resposta && (
          <Typography variant="body2" color="error" data-testid="blank-answer">
            {REVIEW_TEXT.blank}
          </Typography>
        )}
        {question.explicacao && (
          <Box sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="explanation">
            <Typography variant="subtitle2" component="p">
              {REVIEW_TEXT.explanation}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {question.explicacao}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** An ended attempt: the grade, per topic, and each question with the answer given, the right one and why. */
export function AttemptReview({ attempt }: { attempt: FinishedAttempt }) {
  return (
    <Stack spacing={2}>
      <ResultSummary attempt={attempt} />
      <Typography variant="h6" component="h2">
        {REVIEW_TEXT.review}
      </Typography>
      {attempt.questoes.map((question, index) => (
        <ReviewedQuestionCard key={question.id} question={question} index={index} />
      ))}
    </Stack>
  );
}
