import { describe, expect, it } from '@jest/globals';
import { deleteConfirmationText, filterRows, isRowSelectable, nextSort, sortRows, tableToCsv, type DataTableColumn } from './table-model';

interface Row {
  id: number;
  nome: string;
  tipo: string;
  status: number;
  data: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'nome', header: 'Nome', accessor: (r) => r.nome },
  { id: 'tipo', header: 'Tipo', accessor: (r) => r.tipo },
  {
    id: 'data',
    header: 'Data',
    accessor: (r) => r.data.split('-').reverse().join('/'),
    sortValue: (r) => r.data,
  },
  { id: 'status', header: 'Status', accessor: (r) => r.status },
];

const rows: Row[] = [
  { id: 1, nome: 'Ligação', tipo: 'FIXED', status: 1, data: '2026-01-10' },
  { id: 2, nome: 'Consultoria', tipo: 'SYSTEM', status: 2, data: '2025-12-31' },
  { id: 3, nome: 'Visita', tipo: 'CUSTOM', status: 3, data: '2026-02-01' },
  { id: 4, nome: 'Reunião', tipo: 'CUSTOM', status: 1, data: '' },
];

describe('selection rules', () => {
  it('removes selection for rows with a SYSTEM or FIXED cell', () => {
    expect(rows.map((r) => isRowSelectable(r, columns))).toEqual([false, false, true, true]);
  });

  it('for consultants also removes it for rows whose last cell is 3', () => {
    expect(rows.map((r) => isRowSelectable(r, columns, true))).toEqual([false, false, false, true]);
  });
});

describe('filterRows', () => {
  it('applies column filters and the search together', () => {
    expect(filterRows(rows, columns, { tipo: 'cust' }, '').map((r) => r.id)).toEqual([3, 4]);
    expect(filterRows(rows, columns, { tipo: 'cust' }, 'reuniao').map((r) => r.id)).toEqual([4]);
    expect(filterRows(rows, columns, {}, 'ligacao fixed').map((r) => r.id)).toEqual([1]);
  });

  it('uses a column custom filter when given', () => {
    const custom = columns.map((c) => (c.id === 'status' ? { ...c, filter: (r: Row, v: string) => r.status >= Number(v) } : c));
    expect(filterRows(rows, custom, { status: '2' }, '').map((r) => r.id)).toEqual([2, 3]);
  });
});

describe('nextSort', () => {
  it('sorts a column ascending on the first click, descending on the second and not at all on the third', () => {
    const first = nextSort(null, 'nome');
    expect(first).toEqual({ id: 'nome', desc: false });
    const second = nextSort(first, 'nome');
    expect(second).toEqual({ id: 'nome', desc: true });
    expect(nextSort(second, 'nome')).toBeNull();
  });

  it('starts ascending when another column is clicked', () => {
    expect(nextSort({ id: 'nome', desc: true }, 'tipo')).toEqual({ id: 'tipo', desc: false });
  });
});

describe('sortRows', () => {
  it('sorts by sortValue, descending, with empty values last', () => {
    expect(sortRows(rows, columns, { id: 'data', desc: true }).map((r) => r.id)).toEqual([3, 1, 2, 4]);
    expect(sortRows(rows, columns, { id: 'data', desc: false }).map((r) => r.id)).toEqual([2, 1, 3, 4]);
  });

  it('sorts text with pt-BR collation', () => {
    expect(sortRows(rows, columns, { id: 'nome', desc: false }).map((r) => r.nome)).toEqual([
      'Consultoria',
      'Ligação',
      'Reunião',
      'Visita',
    ]);
  });
});

it('tableToCsv writes headers and accessor values', () => {
  expect(tableToCsv(rows.slice(0, 1), columns)).toEqual({
    header: ['Nome', 'Tipo', 'Data', 'Status'],
    rows: [['Ligação', 'FIXED', '10/01/2026', 1]],
  });
});

it('asks "Deseja realmente excluir N registro(s)?"', () => {
  expect(deleteConfirmationText(3)).toBe('Deseja realmente excluir 3 registro(s)?');
});
