import { field, type PayloadSchema } from '../../payload-schema.js';

/** A training as academic's training events carry it; `revision` grows by one per change. */
export interface TrainingSnapshotV1 {
  id_treinamento: number;
  nome_treinamento: string;
  id_instrutor: number | null;
  id_status_treinamento: number;
  nome_status_treinamento: string;
  /** Material ids. */
  id_material: number[];
  /** The attendance (percent) a student needs for the certificate; absent from producers that predate it. */
  frequencia_minima?: number;
  /** The training's price ('1500.00'), null when it has none; absent from producers that predate it. */
  valor?: string | null;
  /** The sellers' default commission rate, percent with two decimals ('10.00'); absent from older producers. */
  percentual_comissao?: string | null;
  revision: number;
}

export const TRAINING_SNAPSHOT_V1_SCHEMA: PayloadSchema<TrainingSnapshotV1> = {
  type: 'object',
  properties: {
    id_treinamento: field.id,
    nome_treinamento: field.text,
    id_instrutor: field.nullableId,
    id_status_treinamento: field.integer,
    nome_status_treinamento: field.text,
    id_material: { type: 'array', items: field.id },
    frequencia_minima: { type: 'integer', minimum: 0 },
    valor: field.nullableMoney,
    percentual_comissao: field.nullableMoney,
    revision: field.revision,
  },
  required: [
    'id_treinamento',
    'nome_treinamento',
    'id_instrutor',
    'id_status_treinamento',
    'nome_status_treinamento',
    'id_material',
    'revision',
  ],
};
