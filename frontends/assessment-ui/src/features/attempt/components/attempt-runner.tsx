import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TimerIcon from '@mui/icons-material/Timer';
import type { AttemptQuestion, QuestionLetter, RunningAttempt } from '@treina/contracts';
import { ConfirmDialog } from '@treina/ui-kit';
import { isApiError, refusalOr } from '@treina/web-platform';
import { saveAnswer, useReloadEndedAttempt, useSubmitAttempt } from '../api/attempt';
import { answeredCount, countdownText, isRunningOut, remainingMs, serverClockOffset } from '../attempt-clock';

const ATTEMPT_TEXT = {
  saving: 'Salvando…',
  saved: 'Resposta salva',
  saveFailed: 'Não foi possível salvar. Escolha de novo.',
  timeUp: 'O tempo do simulado acabou. As respostas salvas foram registradas.',
  finish: 'Finalizar',
  finishTitle: 'Finalizar o simulado?',
  finishText: (answered: number, total: number) =>
    answered < total
      ? `Você respondeu ${answered} de ${total} questões. As questões sem resposta contam como erradas. Depois de finalizar não é possível alterar as respostas.`
      : 'Você respondeu todas as questões. Depois de finalizar não é possível alterar as respostas.',
  finishFailed: 'Não foi possível finalizar o simulado.',
  timeLeft: 'Tempo restante',
} as const;

type SaveState = 'saving' | 'saved' | 'failed';

/** The time left, ticking every second on the server's clock; calls onTimeUp once at zero. */
function Countdown({ attempt, arrivedAt, onTimeUp }: { attempt: RunningAttempt; arrivedAt: number; onTimeUp(): void }) {
  const offset = serverClockOffset(attempt.agora, arrivedAt);
  const [left, setLeft] = useState(() => remainingMs(attempt.termina_em, offset, Date.now()));
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });
  useEffect(() => {
    const tick = () => {
      const ms = remainingMs(attempt.termina_em, offset, Date.now());
      setLeft(ms);
      if (ms === 0) {
        clearInterval(timer);
        timeUp.current();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [attempt.termina_em, offset]);
  const warn = isRunningOut(left);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: warn ? 'error.main' : 'text.primary' }}>
      <TimerIcon fontSize="small" />
      <Typography
        component="span"
        role="timer"
        aria-label={ATTEMPT_TEXT.timeLeft}
        data-testid="time-left"
        data-ms={left}
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.125rem' }}
      >
        {countdownText(left)}
      </Typography>
    </Stack>
  );
}

function QuestionCard(props: {
  question: AttemptQuestion;
  index: number;
  answer: QuestionLetter | null;
  state: SaveState | undefined;
  disabled: boolean;
  onAnswer(letra: QuestionLetter): void;
}) {
  const { question, index, answer, state, disabled, onAnswer } = props;
  const labelId = `question-${question.id}-statement`;
  return (
    <Card variant="outlined" component="section" data-testid="attempt-question" data-question-id={question.id} aria-labelledby={labelId}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="p">
          {`Questão ${index + 1} · ${question.topico}`}
        </Typography>
        <Typography id={labelId} sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
          {question.enunciado}
        </Typography>
        <RadioGroup aria-labelledby={labelId} value={answer ?? ''} onChange={(event) => onAnswer(event.target.value as QuestionLetter)}>
          {question.alternativas.map((alternative) => (
            <FormControlLabel
              key={alternative.letra}
              value={alternative.letra}
              disabled={disabled}
              control={<Radio />}
              label={`${alternative.letra}) ${alternative.texto}`}
              sx={{ alignItems: 'flex-start', py: 0.5, mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
        <Typography
          variant="caption"
          data-testid="save-state"
          data-state={state ?? ''}
          color={state === 'failed' ? 'error' : 'text.secondary'}
          sx={{ minHeight: 20, display: 'block' }}
        >
          {state === 'saving'
            ? ATTEMPT_TEXT.saving
            : state === 'saved'
              ? ATTEMPT_TEXT.saved
              : state === 'failed'
                ? ATTEMPT_TEXT.saveFailed
                : ''}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * A running attempt: every question on one scrolling page (a phone's way), each click saved at once, the
 * saves sent one after another so the server keeps the last choice; the time left and 'Finalizar' stay in view.
 */
export function AttemptRunner({ attempt, arrivedAt }: { attempt: RunningAttempt; arrivedAt: number }) {
  const [answers, setAnswers] = useState<Record<number, QuestionLetter | null>>(() =>
    Object.fromEntries(attempt.questoes.map((question) => [question.id, question.resposta])),
  );
  const [saves, setSaves] = useState<Record<number, SaveState>>({});
  const [ended, setEnded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const submit = useSubmitAttempt();
  const reloadEnded = useReloadEndedAttempt();

  const timeUp = () => {
    setEnded(true);
    // The server closes the attempt with what was saved; the review follows once the saves sent are through.
    void queue.current.then(() => reloadEnded(attempt.id));
  };

  const choose = (questionId: number, letra: QuestionLetter) => {
    if (ended) return;
    setAnswers((current) => ({ ...current, [questionId]: letra }));
    setSaves((current) => ({ ...current, [questionId]: 'saving' }));
    queue.current = queue.current.then(() =>
      saveAnswer(attempt.id, questionId, letra).then(
        () => setSaves((current) => ({ ...current, [questionId]: 'saved' })),
        (failure: unknown) => {
          if (isApiError(failure, 409)) timeUp();
          else setSaves((current) => ({ ...current, [questionId]: 'failed' }));
        },
      ),
    );
  };

  const finish = async () => {
    setConfirming(false);
    setError('');
    await queue.current;
    try {
      await submit.mutateAsync(attempt.id);
    } catch (failure) {
      setError(refusalOr(failure, ATTEMPT_TEXT.finishFailed));
    }
  };

  const total = attempt.questoes.length;
  const answered = answeredCount(answers);
  return (
    <Stack spacing={2}>
      <Paper
        elevation={2}
        data-testid="attempt-bar"
        sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2, px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 2 }}
      >
        <Countdown attempt={attempt} arrivedAt={arrivedAt} onTimeUp={timeUp} />
        <Typography variant="body2" data-testid="answered-count" sx={{ flexGrow: 1 }}>
          {`${answered}/${total} respondidas`}
        </Typography>
        <Button variant="contained" onClick={() => setConfirming(true)} disabled={ended || submit.isPending}>
          {ATTEMPT_TEXT.finish}
        </Button>
      </Paper>
      {ended && (
        <Alert severity="warning" data-testid="time-up">
          {ATTEMPT_TEXT.timeUp}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {attempt.questoes.map((question, index) => (
        <QuestionCard
          key={question.id}
          question={question}
          index={index}
          answer={answers[question.id] ?? null}
          state={saves[question.id]}
          disabled={ended}
          onAnswer={(letra) => choose(question.id, letra)}
        />
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" size="large" onClick={() => setConfirming(true)} disabled={ended || submit.isPending}>
          {ATTEMPT_TEXT.finish}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={ATTEMPT_TEXT.finishTitle}
        text={ATTEMPT_TEXT.finishText(answered, total)}
        confirmLabel={ATTEMPT_TEXT.finish}
        cancelLabel="Voltar às questões"
        focusCancel
        onConfirm={() => void finish()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
