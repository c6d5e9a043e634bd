import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { api, refusalOr } from '@treina/web-platform';
import { PublicCard } from '../../shared/public-card';
import { CHECKIN_TEXT, checkinCodeOf, checkinSubtitle, checkinSummary, sessionIdOf, type CheckinDone } from './checkin-result';

function Outcome({ ok, title, detail }: { ok: boolean; title: string; detail: string }) {
  const Icon = ok ? CheckCircleIcon : ErrorIcon;
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}
      role={ok ? 'status' : 'alert'}
      data-testid="checkin-result"
    >
      <Icon color={ok ? 'success' : 'error'} sx={{ fontSize: 96 }} aria-hidden />
      {title && (
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }} color={ok ? 'success.dark' : 'error.dark'}>
          {title}
        </Typography>
      )}
      <Typography variant="h6" component="p">
        {detail}
      </Typography>
    </Stack>
  );
}

/**
 * /presenca/{id}?codigo=…: where a session's QR code points. The logged-in student's phone
 * sends the code once and shows, large, that they were marked present or the server's refusal.
 */
export function CheckinPage() {
  const params = useParams();
  const location = useLocation();
  const sessionId = sessionIdOf(params.id);
  const code = checkinCodeOf(location.search);
  const checkin = useMutation({
    mutationFn: (body: { codigo: string }) => api.post<CheckinDone>(`/sessions/${sessionId}/checkin`, body),
  });
  const sent = useRef(false);
  const { mutate } = checkin;
  useEffect(() => {
    if (sent.current || sessionId === null || code === null) return;
    sent.current = true;
    mutate({ codigo: code });
  }, [sessionId, code, mutate]);

  let body;
  if (sessionId === null) body = <Outcome ok={false} title="" detail={CHECKIN_TEXT.badSession} />;
  else if (code === null) body = <Outcome ok={false} title="" detail={CHECKIN_TEXT.noCode} />;
  else if (checkin.data) body = <Outcome ok title={CHECKIN_TEXT.done} detail={checkinSummary(checkin.data)} />;
  else if (checkin.error) body = <Outcome ok={false} title="" detail={refusalOr(checkin.error, CHECKIN_TEXT.failed)} />;
  else
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 3 }}>
        <CircularProgress aria-label={CHECKIN_TEXT.sending} />
        <Typography>{CHECKIN_TEXT.sending}</Typography>
      </Box>
    );
  return (
    <PublicCard title={CHECKIN_TEXT.title} subheader={checkin.data ? checkinSubtitle(checkin.data) : ''}>
      {body}
    </PublicCard>
  );
}
