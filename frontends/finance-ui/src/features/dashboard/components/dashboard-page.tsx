import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EnrolmentSummary } from '@treina/contracts';
import { DatePickerField, isoToBR, PageCard } from '@treina/ui-kit';
import { errorMessage, usePermission } from '@treina/web-platform';
import { useEnrolmentSummary } from '../api/get-enrolment-summary';
import { formatCurrency, formatNumber, formatRatio } from '../format';
import { defaultPeriod, type Period, periodFromInputs } from '../period';
import { AttendanceSection } from './attendance-section';
import { ChargesSection } from './charges-section';
import { ExamSection } from './exam-section';
import { Kpi } from './kpi';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

const DASHBOARD_LOAD_FAILED = 'Ocorreu um erro ao consultar os indicadores.';

/** The headline figures of the period. */
export function summaryTotals(summary: EnrolmentSummary) {
  const sum = (pick: (month: EnrolmentSummary['byMonth'][number]) => number) =>
    summary.byMonth.reduce((total, month) => total + pick(month), 0);
  const leads = summary.leadConversion.reduce((total, month) => total + month.leads, 0);
  const converted = summary.leadConversion.reduce((total, month) => total + month.converted, 0);
  return {
    enrolments: summary.total,
    cancellations: sum((month) => month.cancellations),
    transfers: sum((month) => month.transfers),
    // Cents, so a long period does not drift.
    revenue: sum((month) => Math.round(month.revenue * 100)) / 100,
    leads,
    converted,
  };
}

/** Painel (/dashboard): enrolments, cancellations, transfers, revenue, lead conversion, attendance and practice exams of a period. */
export function DashboardPage() {
  const initial = useMemo(() => defaultPeriod(), []);
  const [fromText, setFromText] = useState(isoToBR(initial.from));
  const [toText, setToText] = useState(isoToBR(initial.to));
  const [period, setPeriod] = useState<Period>(initial);
  const parsed = periodFromInputs(fromText, toText);
  const inputError = 'error' in parsed ? parsed.error : null;
  const summary = useEnrolmentSummary(period);
  const canSeeCharges = usePermission('charges');

  const change = (which: 'from' | 'to', text: string) => {
    const nextFrom = which === 'from' ? text : fromText;
    const nextTo = which === 'to' ? text : toText;
    if (which === 'from') setFromText(text);
    else setToText(text);
    const next = periodFromInputs(nextFrom, nextTo);
    if ('period' in next) setPeriod(next.period);
  };

  const data = summary.data;
  const totals = data ? summaryTotals(data) : null;

  return (
    <PageCard title="Painel" subheader="Inscrições, cancelamentos, receita, conversão de interessados, frequência e simulados">
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} role="group" aria-label="Período">
          <DatePickerField
            label="Data Inicial"
            size="small"
            value={fromText}
            onChange={(text) => change('from', text)}
            error={!!inputError && fromText.length > 0}
          />
          <DatePickerField
            label="Data Final"
            size="small"
            value={toText}
            onChange={(text) => change('to', text)}
            error={!!inputError && toText.length > 0}
            helperText={inputError ?? undefined}
          />
        </Box>
        <Box sx={{ height: 4 }}>{summary.isFetching && <LinearProgress />}</Box>
        {summary.error && (
          <Alert severity="error" data-testid="page-error">
            {errorMessage(summary.error, DASHBOARD_LOAD_FAILED)}
          </Alert>
        )}
        {summary.isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Carregando" />
          </Box>
        )}
        {data && totals && (
          <>
            {/* As many columns as fit at 10rem each; 'dense' fills the gap a two-column figure leaves. */}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gridAutoFlow: 'row dense' }}>
              <Kpi label="Inscrições" value={formatNumber(totals.enrolments)} />
              <Kpi label="Cancelamentos" value={formatNumber(totals.cancellations)} />
              <Kpi label="Transferências" value={formatNumber(totals.transfers)} />
              <Kpi label="Receita" value={formatCurrency(totals.revenue)} wide />
              <Kpi
                label="Conversão de interessados"
                value={formatRatio(totals.converted, totals.leads)}
                hint={`${formatNumber(totals.converted)} de ${formatNumber(totals.leads)} interessado(s)`}
              />
            </Box>
            <Suspense
              fallback={
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                  <CircularProgress aria-label="Carregando gráficos" />
                </Box>
              }
            >
              <DashboardCharts summary={data} />
            </Suspense>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    Por treinamento
                  </Typography>
                  <Table size="small" aria-label="Por treinamento">
                    <TableHead>
                      <TableRow>
                        <TableCell>Treinamento</TableCell>
                        <TableCell align="right">Inscrições</TableCell>
                        <TableCell align="right">Receita</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.byTraining.length === 0 ? (
                        <TableRow>
                          <TableCell colSpan={3} align="center">
                            Nenhuma informação encontrada
                          </TableCell>
                        </TableRow>
                      ) : (
                        data.byTraining.map((training) => (
                          <TableRow key={training.id_treinamento}>
                            <TableCell>{training.nome_treinamento}</TableCell>
                            <TableCell align="right">{formatNumber(training.enrolments)}</TableCell>
                            <TableCell align="right">{formatCurrency(training.revenue)}</TableCell>
                          </TableRow>
                        ))
                      )}
                    </TableBody>
                  </Table>
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    Por status da inscrição
                  </Typography>
                  <Table size="small" aria-label="Por status da inscrição">
                    <TableHead>
                      <TableRow>
                        <TableCell>Status</TableCell>
                        <TableCell align="right">Inscrições</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.byStatus.length === 0 ? (
                        <TableRow>
                          <TableCell colSpan={2} align="center">
                            Nenhuma informação encontrada
                          </TableCell>
                        </TableRow>
                      ) : (
                        data.byStatus.map((status) => (
                          <TableRow key={status.id_status_inscricao}>
                            <TableCell>{status.nome_status_inscricao}</TableCell>
                            <TableCell align="right">{formatNumber(status.count)}</TableCell>
                          </TableRow>
                        ))
                      )}
                    </TableBody>
                  </Table>
                </CardContent>
              </Card>
            </Box>
          </>
        )}
        <AttendanceSection period={period} />
        <ExamSection period={period} />
        {canSeeCharges && <ChargesSection />}
      </Stack>
    </PageCard>
  );
}
