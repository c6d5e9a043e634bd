import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBRL } from '@treina/contracts';
import { errorMessage } from '@treina/web-platform';
import { useChargeSummary } from '../api/get-charge-summary';
import { Kpi } from './kpi';

const CHARGES_LOAD_FAILED = 'Ocorreu um erro ao consultar as cobranças.';

/** The Painel's 'Cobranças': received this month, still to receive, overdue (whatever the period above). */
export function ChargesSection() {
  const summary = useChargeSummary();
  const data = summary.data;
  return (
    <Box component="section" aria-labelledby="painel-cobrancas">
      <Typography id="painel-cobrancas" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Cobranças
      </Typography>
      {summary.error && <Alert severity="error">{errorMessage(summary.error, CHARGES_LOAD_FAILED)}</Alert>}
      {summary.isLoading && (
        <Typography variant="body2" color="text.secondary">
          Carregando...
        </Typography>
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gridAutoFlow: 'row dense' }}>
          <Kpi label="Recebido no mês" value={formatBRL(data.recebido_mes)} wide />
          <Kpi label="A receber" value={formatBRL(data.a_receber)} wide />
          <Kpi label="Vencido" value={formatBRL(data.vencido)} wide />
        </Box>
      )}
    </Box>
  );
}
