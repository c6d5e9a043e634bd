import { EntitySchema } from 'typeorm';
import type { ClassProjectionOptions } from './class-projection.options.js';
import { CLASS_DATE_COLUMNS } from './class-projection.rules.js';

/** The projection's tables, which a replay empties (the next class or training event fills them again). */
export const CLASS_PROJECTION_TABLES = ['turma_projecao', 'treinamento_projecao'] as const;

/**
 * Training names from academic's training events, at the latest applied training
 * revision. Revision 0 with no name is a placeholder (the row exists so it can be
 * locked); a deleted training keeps its name and the deletion's revision.
 */
const TRAINING_PROJECTION = new EntitySchema({
  name: 'TrainingProjection',
  tableName: 'treinamento_projecao',
  columns: {
    id_treinamento: { type: 'int', primary: true },
    revision: { type: 'int' },
    nome_treinamento: { type: 'varchar', length: 200, nullable: true },
    excluido: { type: 'boolean', default: false },
    atualizado_em: { type: 'timestamptz', default: () => 'now()' },
  },
});

/**
 * The tables of a consumer's class projection: turma_projecao holds one class's training and kept dates at its latest applied revision
 * (revision 0 is a lockable placeholder; a deleted class keeps its deletion's revision, so a late event cannot revive it). Schemas, not
 * entity classes: the columns depend on the options.
 */
export function classProjectionEntities(options: ClassProjectionOptions): EntitySchema[] {
  const dates = CLASS_DATE_COLUMNS.filter((column) => options.keep.includes(column));
  const classProjection = new EntitySchema({
    name: 'ClassProjection',
    tableName: 'turma_projecao',
    columns: {
      id_turma: { type: 'int', primary: true },
      revision: { type: 'int' },
      id_treinamento: { type: 'int', nullable: true },
      nome_treinamento: { type: 'varchar', length: 200, nullable: true },
      ...Object.fromEntries(dates.map((column) => [column, { type: 'date', nullable: true } as const])),
      excluida: { type: 'boolean', default: false },
      atualizado_em: { type: 'timestamptz', default: () => 'now()' },
    },
  });
  return [classProjection, TRAINING_PROJECTION];
}
