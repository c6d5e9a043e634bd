import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MaskedTextField, Notification, useNotification } from '@treina/ui-kit';
import { errorMessage, usePermission } from '@treina/web-platform';
import { useAcademicSettings, useSavePeriodTimes } from '../api/academic-settings';
import { periodTimesBody, periodTimesChanged, periodTimesForm, type PeriodTimesForm } from '../period-times';

const PERIOD_TIMES_TEXT = {
  saved: 'Horários das aulas salvos com sucesso!',
  loadFailed: 'Não foi possível carregar os horários das aulas.',
  hint: 'Horário padrão das aulas geradas para as turmas deste período. Aulas já geradas mantêm o seu horário.',
} as const;

/**
 * The 'Horários das Aulas' tab of Configurações (identity_ui renders it): each period's default
 * session times. Saving needs config_update, as the server requires; otherwise the times are read-only.
 */
export function PeriodTimesPanel() {
  const canUpdate = usePermission('config_update');
  const settings = useAcademicSettings();
  const save = useSavePeriodTimes();
  const { notify, notificationProps } = useNotification();
  const [edited, setEdited] = useState<PeriodTimesForm | null>(null);
  const rows = settings.data?.horarios_periodo ?? [];
  const form = edited ?? periodTimesForm(rows);

  if (settings.isPending) return <CircularProgress aria-label="Carregando horários" />;
  if (settings.error) return <Alert severity="error">{errorMessage(settings.error, PERIOD_TIMES_TEXT.loadFailed)}</Alert>;

  const setTime = (periodId: number, key: 'inicio' | 'fim', value: string) =>
    setEdited({ ...form, [periodId]: { ...form[periodId]!, [key]: value } });

  // A refusal stays in save.error, shown above the periods.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canUpdate) return;
    save.mutate(periodTimesBody(rows, form), {
      onSuccess: () => {
        setEdited(null);
        notify.success(PERIOD_TIMES_TEXT.saved);
      },
    });
  };

  return (
    <Box component="form" onSubmit={submit} data-testid="period-times-panel" noValidate>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Typography variant="body2" color="text.secondary">
          {PERIOD_TIMES_TEXT.hint}
        </Typography>
        {save.error && (
          <Alert severity="error" data-testid="period-times-error">
            {errorMessage(save.error)}
          </Alert>
        )}
        {rows.map((row) => (
          <Box
            key={row.id_periodo_turma}
            role="group"
            aria-label={row.nome_periodo_turma}
            sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr 1fr', sm: '120px 1fr 1fr' } }}
          >
            <Typography sx={{ fontWeight: 600, gridColumn: { xs: 'span 2', sm: 'auto' } }}>{row.nome_periodo_turma}</Typography>
            <MaskedTextField
              mask="time"
              label="Início"
              name={`inicio-${row.id_periodo_turma}`}
              value={form[row.id_periodo_turma]?.inicio}
              onChange={(value) => setTime(row.id_periodo_turma, 'inicio', value)}
              disabled={!canUpdate}
              required
            />
            <MaskedTextField
              mask="time"
              label="Fim"
              name={`fim-${row.id_periodo_turma}`}
              value={form[row.id_periodo_turma]?.fim}
              onChange={(value) => setTime(row.id_periodo_turma, 'fim', value)}
              disabled={!canUpdate}
              required
            />
          </Box>
        ))}
        {canUpdate && (
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending || !periodTimesChanged(rows, form)}>
              Salvar
            </Button>
          </Box>
        )}
      </Stack>
      <Notification {...notificationProps} />
    </Box>
  );
}
