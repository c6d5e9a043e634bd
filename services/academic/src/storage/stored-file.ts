import type { StudentDocument } from '@treina/contracts';
import { fileUrl } from './upload-policy.js';

export type FileCategory = 'material' | 'documento';

/** A stored file's row, as written and read. */
export interface StoredFileRow {
  chave: string;
  categoria: FileCategory;
  id_aluno: number | null;
  nome_original: string;
  content_type: string;
  tamanho: number;
  criado_em: Date;
}

export function toDocument(
  row: Pick<StoredFileRow, 'chave' | 'nome_original' | 'content_type' | 'tamanho' | 'criado_em'>,
): StudentDocument {
  return {
    url: fileUrl(row.chave),
    nome_arquivo: row.nome_original,
    content_type: row.content_type,
    tamanho: Number(row.tamanho),
    criado_em: new Date(row.criado_em).toISOString(),
  };
}
