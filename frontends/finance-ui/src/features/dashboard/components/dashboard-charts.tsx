// The Painel's charts: @mui/x-charts lives only in this chunk, loaded after the page.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { EnrolmentSummary } from '@treina/contracts';
import type { ReactNode } from 'react';
import { formatCurrency, formatNumber, monthLabel } from '../format';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const countFormatter = (value: number | null) => formatNumber(value ?? 0);
const moneyFormatter = (value: number | null) => formatCurrency(value ?? 0);
/** Axis ticks of money: no cents. */
const moneyTick = (value: number) => formatCurrency(value).replace(/,00$/, '');

export default function DashboardCharts({ summary }: { summary: EnrolmentSummary }) {
  // A long period comes grouped by year (EnrolmentSummary.granularity).
  const per = summary.granularity === 'year' ? 'por ano' : 'por mês';
  const months = summary.byMonth.map((month) => monthLabel(month.month));
  const leadMonths = summary.leadConversion.map((month) => monthLabel(month.month));
  const trainings = summary.byTraining.slice(0, 10);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartCard title={`Inscrições, cancelamentos e transferências ${per}`}>
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ valueFormatter: (value: number) => formatNumber(value) }]}
          series={[
            { label: 'Inscrições', data: summary.byMonth.map((m) => m.enrolments), valueFormatter: countFormatter },
            { label: 'Cancelamentos', data: summary.byMonth.map((m) => m.cancellations), valueFormatter: countFormatter },
            { label: 'Transferências', data: summary.byMonth.map((m) => m.transfers), valueFormatter: countFormatter },
          ]}
        />
      </ChartCard>
      <ChartCard title={`Receita ${per}`}>
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ valueFormatter: moneyTick, width: 90 }]}
          series={[
            { label: 'Receita', data: summary.byMonth.map((m) => m.revenue), valueFormatter: moneyFormatter, area: true, curve: 'linear' },
          ]}
        />
      </ChartCard>
      <ChartCard title="Inscrições por treinamento">
        <BarChart
          height={Math.max(200, 40 * trainings.length + 60)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: trainings.map((t) => t.nome_treinamento), width: 160 }]}
          xAxis={[{ valueFormatter: (value: number) => formatNumber(value) }]}
          series={[{ label: 'Inscrições', data: trainings.map((t) => t.enrolments), valueFormatter: countFormatter }]}
        />
      </ChartCard>
      <ChartCard title="Inscrições por status">
        <PieChart
          height={300}
          series={[
            {
              innerRadius: 50,
              data: summary.byStatus.map((status) => ({
                id: status.id_status_inscricao,
                value: status.count,
                label: status.nome_status_inscricao,
              })),
              valueFormatter: (item: { value: number }) => formatNumber(item.value),
            },
          ]}
        />
      </ChartCard>
      <ChartCard title={`Conversão de interessados ${per}`}>
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: leadMonths }]}
          yAxis={[{ valueFormatter: (value: number) => formatNumber(value) }]}
          series={[
            { label: 'Interessados', data: summary.leadConversion.map((m) => m.leads), valueFormatter: countFormatter },
            { label: 'Convertidos', data: summary.leadConversion.map((m) => m.converted), valueFormatter: countFormatter },
          ]}
        />
      </ChartCard>
    </Box>
  );
}
