import { field, type PayloadSchema } from '../../payload-schema.js';

/** A class (turma) as academic's class events carry it; `revision` grows by one per change. */
export interface ClassSnapshotV1 {
  id_turma: number;
  id_treinamento: number;
  nome_treinamento: string;
  id_instrutor: number | null;
  /** YYYY-MM-DD */
  data_inicio: string;
  data_fim: string;
  id_periodo_turma: number;
  nome_periodo_turma: string;
  id_status_turma: number;
  nome_status_turma: string;
  desc_turma: string | null;
  gera_comissao: boolean;
  /** The weekdays the class meets (ISO: 1 Monday … 7 Sunday); absent from producers that predate it. */
  dias_semana?: number[];
  /** The class's own price, overriding the training's ('1500.00'); null: the training's. Absent from older producers. */
  valor?: string | null;
  revision: number;
}

export const CLASS_SNAPSHOT_V1_SCHEMA: PayloadSchema<ClassSnapshotV1> = {
  type: 'object',
  properties: {
    id_turma: field.id,
    id_treinamento: field.id,
    nome_treinamento: field.text,
    id_instrutor: field.nullableId,
    data_inicio: field.day,
    data_fim: field.day,
    id_periodo_turma: field.integer,
    nome_periodo_turma: field.text,
    id_status_turma: field.integer,
    nome_status_turma: field.text,
    desc_turma: field.nullableText,
    gera_comissao: field.flag,
    dias_semana: { type: 'array', items: { type: 'integer', minimum: 1 } },
    valor: field.nullableMoney,
    revision: field.revision,
  },
  required: [
    'id_turma',
    'id_treinamento',
    'nome_treinamento',
    'id_instrutor',
    'data_inicio',
    'data_fim',
    'id_periodo_turma',
    'nome_periodo_turma',
    'id_status_turma',
    'nome_status_turma',
    'desc_turma',
    'gera_comissao',
    'revision',
  ],
};
