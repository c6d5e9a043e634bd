import type { StudentRow } from '@treina/contracts';

/** Interest training names, de-duplicated, in their order. */
export function interestNames(row: Pick<StudentRow, 'treinamentos_interesses'>): string[] {
  const names = (row.treinamentos_interesses ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)];
}

export interface StudentDocumentView {
  url: string;
  nome: string;
}

/** The student's documents with their names (the URL's last part when no detail came). */
export function documentsOf(row: Pick<StudentRow, 'documentos' | 'documentos_detalhes'>): StudentDocumentView[] {
  const details = new Map((row.documentos_detalhes ?? []).map((detail) => [detail.url, detail.nome_arquivo]));
  return (row.documentos ?? []).map((url) => ({ url, nome: details.get(url) ?? decodeURIComponent(url.split('/').pop() ?? url) }));
}
