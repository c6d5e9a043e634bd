import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, PageCard } from '@treina/ui-kit';
import { errorMessage, LoadingSpinner, usePermission } from '@treina/web-platform';
import { useState } from 'react';
import { useCloseMonth, useCommissionStatements } from '../api/commission-statements';
import { RatesEditor } from './rates-editor';
import { StatementCard } from './statement-card';

const LOAD_FAILED = 'Ocorreu um erro ao consultar o extrato.';

/** 'YYYY-MM' of today, on this browser's calendar. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' -> 'MM/YYYY', as the screens write a month. */
function monthText(mes: string): string {
  const [year, month] = mes.split('-');
  return `${month}/${year}`;
}

/** Extrato de comissões (/comissoes/extrato): the month's statement per seller, closing the month, the sellers' rates. */
export function CommissionStatementsPage() {
  const [mes, setMes] = useState(currentMonth);
  const [confirming, setConfirming] = useState(false);
  const mayEdit = usePermission('commissions_update');
  const statements = useCommissionStatements(mes);
  const close = useCloseMonth();
  const closed = statements.data?.fechado ?? false;
  return (
    <PageCard title="Extrato de comissões">
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            label="Mês"
            type="month"
            size="small"
            value={mes}
            onChange={(event) => event.target.value && setMes(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {closed && <Chip color="default" label="Fechado" data-testid="month-closed" />}
          {mayEdit && !closed && statements.data && (
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={close.isPending}>
              Fechar mês
            </Button>
          )}
        </Stack>
        {statements.error && (
          <Alert severity="error" data-testid="page-error">
            {errorMessage(statements.error, LOAD_FAILED)}
          </Alert>
        )}
        {close.error && <Alert severity="error">{errorMessage(close.error)}</Alert>}
        {statements.isLoading && <LoadingSpinner />}
        {statements.data && !statements.data.vendedores.length && (
          <Typography color="text.secondary">Nenhuma comissão em {monthText(mes)}.</Typography>
        )}
        {statements.data?.vendedores.map((statement) => (
          <StatementCard key={statement.id_usuario} statement={statement} />
        ))}
        {mayEdit && (
          <>
            <Divider />
            <RatesEditor />
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Fechar mês"
        text={`Fechar ${monthText(mes)}? As linhas deste mês não mudam mais; alterações posteriores entram como ajuste no primeiro mês aberto.`}
        confirmLabel="Fechar mês"
        focusCancel
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          close.mutate(mes);
        }}
      />
    </PageCard>
  );
}
