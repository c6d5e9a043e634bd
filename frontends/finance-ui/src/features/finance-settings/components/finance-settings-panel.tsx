import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FinanceSettings } from '@treina/contracts';
import { fieldErrorProps, Notification, useNotification } from '@treina/ui-kit';
import { errorMessage, LoadingSpinner, refusalOr, usePermission } from '@treina/web-platform';
import { useFinanceSettings, useSaveFinanceSettings } from '../api/finance-settings';
import { FINANCE_SETTINGS_LIMITS, financeSettingsErrors, trimSettings } from '../finance-settings-rules';

const FINANCE_SETTINGS_MESSAGES = {
  saved: 'Configurações de cobrança salvas.',
  saveFailed: 'Ocorreu um erro ao salvar as configurações de cobrança.',
  loadFailed: 'Ocorreu um erro ao consultar as configurações de cobrança.',
} as const;

/** The form once the saved settings are here: it starts from them. */
function SettingsForm({ saved }: { saved: FinanceSettings }) {
  const canUpdate = usePermission('config_update');
  const save = useSaveFinanceSettings();
  const { notify, notificationProps } = useNotification();
  const [form, setForm] = useState<FinanceSettings>(saved);
  const [showErrors, setShowErrors] = useState(false);
  const errors = financeSettingsErrors(form);
  const shown = showErrors ? errors : {};
  const set = (field: keyof FinanceSettings) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canUpdate) return;
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      return;
    }
    try {
      const result = await save.mutateAsync(trimSettings(form));
      setForm(result);
      setShowErrors(false);
      notify.success(FINANCE_SETTINGS_MESSAGES.saved);
    } catch (error) {
      notify.error(refusalOr(error, FINANCE_SETTINGS_MESSAGES.saveFailed));
    }
  };

  const counter = (field: 'nome_recebedor' | 'cidade') => `${form[field].trim().length}/${FINANCE_SETTINGS_LIMITS[field]}`;
  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)} aria-label="Cobranças">
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Typography variant="body2" color="text.secondary">
          Quem recebe os pagamentos por PIX. Sem chave PIX, as cobranças não trazem código PIX.
        </Typography>
        <TextField
          label="Chave PIX"
          name="chave_pix"
          value={form.chave_pix}
          onChange={set('chave_pix')}
          disabled={!canUpdate}
          {...fieldErrorProps(shown, 'chave_pix', 'CPF, CNPJ, e-mail, celular (+55...) ou chave aleatória')}
        />
        <TextField
          label="Nome do recebedor"
          name="nome_recebedor"
          value={form.nome_recebedor}
          onChange={set('nome_recebedor')}
          disabled={!canUpdate}
          slotProps={{ htmlInput: { maxLength: FINANCE_SETTINGS_LIMITS.nome_recebedor } }}
          {...fieldErrorProps(shown, 'nome_recebedor', counter('nome_recebedor'))}
        />
        <TextField
          label="Cidade"
          name="cidade"
          value={form.cidade}
          onChange={set('cidade')}
          disabled={!canUpdate}
          slotProps={{ htmlInput: { maxLength: FINANCE_SETTINGS_LIMITS.cidade } }}
          {...fieldErrorProps(shown, 'cidade', counter('cidade'))}
        />
        {canUpdate && (
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Salvar
            </Button>
          </Box>
        )}
      </Stack>
      <Notification {...notificationProps} />
    </Box>
  );
}

/** Configurações, 'Cobranças' tab (identity_ui's Configurações renders it): the PIX key, receiver's name and city. */
export function FinanceSettingsPanel() {
  const settings = useFinanceSettings();
  if (settings.isLoading) return <LoadingSpinner />;
  if (settings.error || !settings.data) {
    return (
      <Alert severity="error" data-testid="page-error">
        {errorMessage(settings.error, FINANCE_SETTINGS_MESSAGES.loadFailed)}
      </Alert>
    );
  }
  return <SettingsForm saved={settings.data} />;
}
