import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PaymentsIcon from '@mui/icons-material/Payments';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { formatBRL, type ChargeRow } from '@treina/contracts';
import { type DataTableColumn, formatDate, isoToBR } from '@treina/ui-kit';
import { ChargeStatusChip } from '../../../shared/charge-status-chip';
import { instalmentText, isOpenCharge } from '../../../shared/charge-display';

const CHARGE_ACTION_TEXT = {
  pay: 'Registrar pagamento',
  copyPix: 'Copiar PIX',
  showQr: 'Ver QR',
} as const;

export interface ChargeRowActions {
  /** Absent without `charges_update`. */
  onPay?(row: ChargeRow): void;
  onCopyPix(row: ChargeRow): void;
  onShowQr(row: ChargeRow): void;
}

/** A row's buttons: a payment while the charge is open; the PIX code and QR while the server offers one. */
function ActionButtons({ row, actions }: { row: ChargeRow; actions: ChargeRowActions }) {
  const open = isOpenCharge(row);
  const pix = open && !!row.pix_copia_e_cola;
  const button = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.5}>
      {actions.onPay && open && button(CHARGE_ACTION_TEXT.pay, <PaymentsIcon fontSize="small" />, () => actions.onPay!(row))}
      {pix && button(CHARGE_ACTION_TEXT.copyPix, <ContentCopyIcon fontSize="small" />, () => actions.onCopyPix(row))}
      {pix && button(CHARGE_ACTION_TEXT.showQr, <QrCode2Icon fontSize="small" />, () => actions.onShowQr(row))}
    </Stack>
  );
}

/**
 * The Cobranças columns, in order. Ids are the row's field names (the server sorts by them); the
 * column filters are off: the list's own filters above it send what the server accepts.
 */
export function chargeColumns(actions: ChargeRowActions): DataTableColumn<ChargeRow>[] {
  const plain = { enableFilter: false } as const;
  // The row's buttons come first: they stay in view however wide the other columns are.
  return [
    {
      id: 'acoes',
      header: 'Ações',
      accessor: () => '',
      render: (row) => <ActionButtons row={row} actions={actions} />,
      enableSorting: false,
      searchable: false,
      excludeFromExport: true,
      ...plain,
    },
    { id: 'nome_aluno', header: 'Aluno', accessor: (row) => row.nome_aluno, ...plain },
    { id: 'nome_treinamento', header: 'Treinamento', accessor: (row) => row.nome_treinamento, ...plain },
    { id: 'id_turma', header: 'Turma', accessor: (row) => row.id_turma, size: 70, ...plain },
    { id: 'parcela', header: 'Parcela', accessor: instalmentText, size: 70, ...plain },
    { id: 'valor', header: 'Valor', accessor: (row) => formatBRL(row.valor), size: 110, ...plain },
    { id: 'vencimento', header: 'Vencimento', accessor: (row) => isoToBR(row.vencimento), size: 100, ...plain },
    {
      id: 'status',
      header: 'Status',
      accessor: (row) => (row.divergente ? `${row.status} (Divergente)` : row.status),
      render: (row) => <ChargeStatusChip row={row} />,
      size: 110,
      ...plain,
    },
    { id: 'pago_em', header: 'Pago em', accessor: (row) => formatDate(row.pago_em), size: 100, ...plain },
    { id: 'forma_pagamento', header: 'Forma', accessor: (row) => row.forma_pagamento ?? '', size: 100, ...plain },
  ];
}
