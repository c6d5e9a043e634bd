import type { CustomerRow } from '@treina/contracts';
import { maskCpfCnpj, type DataTableColumn } from '@treina/ui-kit';

/** The customers' columns: Nome / Razão, Documento (CPF/CNPJ mask), Tipo Pessoa, Endereço. */
export const CUSTOMER_COLUMNS: DataTableColumn<CustomerRow>[] = [
  { id: 'nome_razao', header: 'Nome / Razão', accessor: (row) => row.nome_razao },
  {
    id: 'documento',
    header: 'Documento',
    accessor: (row) => maskCpfCnpj(row.documento),
    // Typing the digits alone finds the document too.
    searchValues: (row) => [row.documento],
    size: 150,
  },
  { id: 'tipo_pessoa', header: 'Tipo Pessoa', accessor: (row) => row.tipo_pessoa, size: 100 },
  { id: 'endereco', header: 'Endereço', accessor: (row) => row.endereco ?? '' },
];
