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
    `${from}–${to} de ${count !== -1 ? count : `mais de ${to}`}`,
  pageLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
    ({ first: 'Primeira página', last: 'Última página', next: 'Próxima página', previous: 'Página anterior' })[type],
} as const;
