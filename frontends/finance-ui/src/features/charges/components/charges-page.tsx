import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ChargeRow } from '@treina/contracts';
import { DataTable, FormModal, Notification, PageCard, parseDateBR, todayBR, useNotification } from '@treina/ui-kit';
import { errorMessage, usePermission } from '@treina/web-platform';
import { useChargesTable } from '../api/get-charges';
import { useRecordPayment } from '../api/record-payment';
import { filterValues, withFilter, type ChargeFilterId } from '../charge-filters';
import { refusalLines } from '../refusal-lines';
import { paymentFormErrors, paymentFormFor, paymentFormToBody, type PaymentForm } from '../payment-form-rules';
import { amountDue, copyPixCode, PIX_TEXT } from '../../../shared/charge-display';
import { ChargeFilterBar } from './charge-filter-bar';
import { chargeColumns } from './charge-columns';
import { PaymentFormFields } from './payment-form';
import { PixQrDialog } from './pix-qr-dialog';

const CHARGE_MESSAGES = {
  loadFailed: 'Ocorreu um erro ao consultar as cobranças.',
  paid: 'Pagamento registrado.',
  payFailed: 'Ocorreu um erro ao registrar o pagamento.',
} as const;

const CHARGES_CSV_FILE = 'relatorio_cobrancas.csv';

/** Cobranças (/cobrancas): every instalment, overdue first; payments recorded by hand, the PIX code and QR at hand. */
export function ChargesPage() {
  const charges = useChargesTable();
  const canPay = usePermission('charges_update');
  const record = useRecordPayment();
  const { notify, notificationProps } = useNotification();

  const [paying, setPaying] = useState<ChargeRow | null>(null);
  const [form, setForm] = useState<PaymentForm>(() => paymentFormFor(0, todayBR()));
  const [serverError, setServerError] = useState<string[]>([]);
  const [qrCharge, setQrCharge] = useState<ChargeRow | null>(null);
  // Read when the modal opens and when it saves: a form left open past midnight takes the new day.
  const todayIso = () => parseDateBR(todayBR())!;

  const { state, onStateChange } = charges.server;
  const filters = filterValues(state.columnFilters);
  const changeFilter = (id: ChargeFilterId, value: string) =>
    onStateChange({ ...state, columnFilters: withFilter(state.columnFilters, id, value), pageIndex: 0 });

  const columns = chargeColumns({
    onPay: canPay
      ? (row) => {
          setPaying(row);
          setForm(paymentFormFor(amountDue(row), todayBR()));
          setServerError([]);
        }
      : undefined,
    onCopyPix: (row) => {
      if (!row.pix_copia_e_cola) return;
      void copyPixCode(row.pix_copia_e_cola).then((copied) =>
        copied ? notify.success(PIX_TEXT.copied) : notify.error(PIX_TEXT.copyFailed),
      );
    },
    onShowQr: setQrCharge,
  });

  const save = async (): Promise<boolean> => {
    if (!paying) return false;
    const body = paymentFormToBody(form, todayIso());
    if (!body) return false;
    setServerError([]);
    try {
      await record.mutateAsync({ id: paying.id, body });
      notify.success(CHARGE_MESSAGES.paid);
      return true;
    } catch (error) {
      setServerError(refusalLines(error, CHARGE_MESSAGES.payFailed));
      return false;
    }
  };

  // A link from Inadimplência names the student or class by id: the rows carry the names.
  const first = charges.rows[0];
  const studentName = filters.id_aluno && first && String(first.id_aluno) === filters.id_aluno ? first.nome_aluno : undefined;
  const className =
    filters.id_turma && first && String(first.id_turma) === filters.id_turma
      ? `${first.nome_treinamento} — Turma ${first.id_turma}`
      : undefined;

  return (
    <PageCard title="Cobranças">
      <Stack spacing={2}>
        <ChargeFilterBar values={filters} onChange={changeFilter} studentName={studentName} className={className} />
        {charges.error && (
          <Alert severity="error" data-testid="page-error">
            {errorMessage(charges.error, CHARGE_MESSAGES.loadFailed)}
          </Alert>
        )}
        <DataTable<ChargeRow>
          aria-label="Cobranças"
          columns={columns}
          data={charges.rows}
          getRowId={(row) => row.id}
          isLoading={charges.isLoading}
          server={charges.server}
          list={charges.list}
          exportFileName={CHARGES_CSV_FILE}
        />
      </Stack>
      {canPay && (
        <FormModal
          open={!!paying}
          title="Registrar pagamento"
          onClose={() => setPaying(null)}
          onSave={save}
          saving={record.isPending}
          errors={paymentFormErrors(form, todayIso())}
        >
          {paying && <PaymentFormFields charge={paying} form={form} onChange={setForm} serverError={serverError} />}
        </FormModal>
      )}
      <PixQrDialog charge={qrCharge} onClose={() => setQrCharge(null)} />
      <Notification {...notificationProps} />
    </PageCard>
  );
}
