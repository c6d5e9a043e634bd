import { Column } from 'typeorm';
import { foldSql } from '../http/paging.js';

/**
 * A folded copy of searched text (`source`, an SQL expression over the row's columns), kept by PostgreSQL as a stored generated column, so
 * the list's trigram search reads it instead of folding every row per query. Never written by the application, and not loaded with the
 * entity. The migration that adds it uses the same `foldSql(source)`.
 */
export function FoldedTextColumn(name: string, source: string): PropertyDecorator {
  return Column({
    name,
    type: 'text',
    nullable: true,
    generatedType: 'STORED',
    asExpression: foldSql(source),
    insert: false,
    update: false,
    select: false,
  });
}
