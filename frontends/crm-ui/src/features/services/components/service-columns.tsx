import type { ServiceRow } from '@treina/contracts';
import { formatDate, parseDateBR, type DataTableColumn } from '@treina/ui-kit';

/**
 * The Serviços list: the start-date filter keeps rows on or after the typed date, the
 * end-date filter rows on or before it. Until the typed date is complete (DD/MM/YYYY)
 * the filter keeps every row.
 */
export function onOrAfter(rowDate: string, typed: string): boolean {
  const limit = parseDateBR(typed);
  return limit === null || rowDate.slice(0, 10) >= limit;
}

export function onOrBefore(rowDate: string, typed: string): boolean {
  const limit = parseDateBR(typed);
  return limit === null || rowDate.slice(0, 10) <= limit;
}

/** The services' columns: Nome Cliente, Tipo Serviço, Data Inicial, Data Final (DD/MM/YYYY). */
export const SERVICE_COLUMNS: DataTableColumn<ServiceRow>[] = [
  { id: 'nome_cliente', header: 'Nome Cliente', accessor: (row) => row.nome_cliente },
  { id: 'nome_tipo_servico', header: 'Tipo Serviço', accessor: (row) => row.nome_tipo_servico },
  {
    id: 'data_inicio',
    header: 'Data Inicial',
    accessor: (row) => formatDate(row.data_inicio),
    sortValue: (row) => row.data_inicio,
    filter: (row, typed) => onOrAfter(row.data_inicio, typed),
    size: 150,
  },
  {
    id: 'data_fim',
    header: 'Data Final',
    accessor: (row) => formatDate(row.data_fim),
    sortValue: (row) => row.data_fim,
    filter: (row, typed) => onOrBefore(row.data_fim, typed),
    size: 150,
  },
];
