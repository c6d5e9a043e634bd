import { useState } from 'react';
import type { RowSelection } from './use-row-selection';

/** 'Excluir': asks for confirmation, then hands the selected rows to `onDelete` and clears the selection. */
export function useDeleteRows<T>(onDelete: ((rows: T[]) => unknown) | undefined, selection: RowSelection<T>) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    const rows = selection.rows();
    setConfirmOpen(false);
    if (!onDelete || rows.length === 0) return;
    setDeleting(true);
    try {
      await onDelete(rows);
      selection.clear();
    } finally {
      setDeleting(false);
    }
  };

  return { confirmOpen, deleting, ask: () => setConfirmOpen(true), cancel: () => setConfirmOpen(false), confirm };
}
