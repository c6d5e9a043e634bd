import { useState } from 'react';
import { buildCsv, downloadCsv } from './csv';
import { tableToCsv, type CsvTable, type DataTableColumn } from './table-model';

export interface CsvExportOptions<T> {
  /** No name, no export. */
  fileName: string | null;
  buildExport?(rows: T[]): CsvTable;
  /** The columns shown: the default CSV has them. */
  columns: readonly DataTableColumn<T>[];
  selectedRows(): T[];
  /** What is written when nothing is selected (the mode's `exportRows`). */
  allRows(): T[] | Promise<T[]>;
}

/** 'Exportar como CSV': the selected rows, or else every row the list matches, as a download. */
export function useCsvExport<T>({ fileName, buildExport, columns, selectedRows, allRows }: CsvExportOptions<T>) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!fileName) return;
    setExporting(true);
    try {
      let rows = selectedRows();
      if (rows.length === 0) {
        const all = allRows();
        rows = Array.isArray(all) ? all : await all;
      }
      const table = buildExport ? buildExport(rows) : tableToCsv(rows, columns);
      downloadCsv(fileName, buildCsv(table.header, table.rows));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportCsv };
}
