import { type CommissionRow, formatBRL, PAYMENT_PENDING_STATUSES, PAYMENT_PENDING_TEXT } from '@treina/contracts';
import { type DataTableColumn, formatDate } from '@treina/ui-kit';

/**
 * The payment column: the payment date if present; otherwise PENDENTE while the enrolment awaits its
 * payment (status 1 'Inscrito' or 2 'Pagamento Pendente') and is not cancelled; otherwise '-'.
 */
export function paymentCellText(
  row: Pick<CommissionRow, 'data_hora_pagamento' | 'data_hora_cancelamento' | 'id_status_inscricao'>,
): string {
  if (row.data_hora_pagamento) return formatDate(row.data_hora_pagamento);
  if (PAYMENT_PENDING_STATUSES.includes(row.id_status_inscricao) && !row.data_hora_cancelamento) return PAYMENT_PENDING_TEXT;
  return '-';
}

/**
 * The Comissões columns, in order, dates DD/MM/YYYY. Column ids are the row's field names:
 * the server sorts and filters by them.
 */
export const COMMISSION_COLUMNS: DataTableColumn<CommissionRow>[] = [
  { id: 'nome_treinamento', header: 'Treinamento', accessor: (row) => row.nome_treinamento },
  { id: 'data_inicio', header: 'Início', accessor: (row) => formatDate(row.data_inicio), size: 100 },
  { id: 'data_fim', header: 'Término', accessor: (row) => formatDate(row.data_fim), size: 100 },
  { id: 'nome_aluno', header: 'Aluno', accessor: (row) => row.nome_aluno },
  { id: 'status_inscricao', header: 'Status da Inscrição', accessor: (row) => row.status_inscricao, size: 150 },
  { id: 'data_hora_inscricao', header: 'Data da Inscrição', accessor: (row) => formatDate(row.data_hora_inscricao), size: 150 },
  { id: 'data_hora_pagamento', header: 'Pagamento', accessor: paymentCellText, size: 100 },
  { id: 'data_hora_cancelamento', header: 'Cancelamento', accessor: (row) => formatDate(row.data_hora_cancelamento), size: 100 },
  { id: 'nome_vendedor', header: 'Vendedor', accessor: (row) => row.nome_vendedor ?? '-', size: 140 },
  { id: 'valor_base', header: 'Base', accessor: (row) => formatBRL(row.valor_base), size: 120 },
  { id: 'percentual', header: '%', accessor: (row) => percentText(row.percentual), size: 80 },
  { id: 'valor_comissao', header: 'Comissão', accessor: (row) => formatBRL(row.valor_comissao), size: 120 },
];

/** A rate as the screens show it: '10,50%'. */
export function percentText(percentual: string): string {
  return `${percentual.replace('.', ',')}%`;
}
