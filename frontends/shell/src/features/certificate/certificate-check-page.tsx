import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { CertificateCheck } from '@treina/contracts';
import { api, errorMessage, isApiError } from '@treina/web-platform';
import { PublicCard } from '../../shared/public-card';

const NOT_FOUND = 'Certificado não encontrado. Confira o código informado.';

/** 'YYYY-MM-DD' or an ISO instant as DD/MM/YYYY (an instant in the reader's time zone). */
export function shownDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/');
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(value));
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1">{value}</Typography>
    </Box>
  );
}

/**
 * /certificado/{codigo}: where a certificate's QR code points. Anyone, logged in or not, sees
 * what the code certifies and whether it still holds; no layout, no drawer.
 */
export function CertificateCheckPage() {
  const { codigo = '' } = useParams();
  const check = useQuery({
    queryKey: ['certificate-check', codigo],
    queryFn: ({ signal }) =>
      api.get<CertificateCheck>(`/certificates/${encodeURIComponent(codigo)}`, { signal, skipUnauthorizedHandler: true }),
    retry: false,
  });
  return (
    <PublicCard title="Verificação de Certificado" subheader={`Código ${codigo.toUpperCase()}`}>
      {check.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label="Carregando" />
        </Box>
      )}
      {check.isError && (
        <Alert severity="error" data-testid="certificate-status">
          {isApiError(check.error, 404) ? NOT_FOUND : errorMessage(check.error)}
        </Alert>
      )}
      {check.data && (
        <Stack spacing={2}>
          <Alert severity={check.data.valido ? 'success' : 'error'} data-testid="certificate-status">
            {check.data.valido ? 'Certificado válido' : `Certificado inválido: ${check.data.motivo ?? ''}`}
          </Alert>
          <Field label="Aluno" value={check.data.nome_aluno} />
          <Field label="Treinamento" value={check.data.nome_treinamento} />
          {check.data.carga_horaria !== null && <Field label="Carga Horária" value={`${check.data.carga_horaria} horas`} />}
          <Field label="Período" value={`${shownDate(check.data.data_inicio)} a ${shownDate(check.data.data_fim)}`} />
          <Field label="Emitido em" value={shownDate(check.data.emitido_em)} />
        </Stack>
      )}
    </PublicCard>
  );
}
