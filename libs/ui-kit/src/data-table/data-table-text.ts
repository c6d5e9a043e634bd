/** A count as a Brazilian reads it: 12.345. */
const number = (value: number) => value.toLocaleString('pt-BR');

/** Every text the DataTable shows (pt-BR); the browser tests find the table's controls by these. */
export const DATA_TABLE_TEXT = {
  empty: 'Nenhuma informação encontrada',
  search: 'Pesquisar',
  exportCsv: 'Exportar como CSV',
  edit: 'Editar',
  delete: 'Excluir',
  upload: 'Enviar Arquivos',
  cancel: 'Cancelar',
  columns: 'Mostrar/ocultar colunas',
  filters: 'Mostrar/ocultar filtros',
  selectAll: 'Selecionar todos',
  selectRow: 'Selecionar linha',
  expand: 'Expandir',
  collapse: 'Recolher',
  rowsPerPage: 'Linhas por página',
  filterBy: (header: string) => `Filtrar por ${header}`,
  selected: (n: number) => (n === 1 ? '1 registro selecionado' : `${n} registros selecionados`),
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${number(from)}–${number(to)} de ${count !== -1 ? number(count) : `mais de ${number(to)}`}`,
  /** The server is still counting a broad search: `count` is how many match at least. */
  displayedRowsAtLeast: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${number(from)}–${number(to)} de mais de ${number(count)}`,
  pageLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
    ({ first: 'Primeira página', last: 'Última página', next: 'Próxima página', previous: 'Página anterior' })[type],
} as const;
