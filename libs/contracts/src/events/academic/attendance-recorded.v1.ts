import { field, type PayloadSchema } from '../../payload-schema.js';

/**
 * A session's attendance as last recorded, whole: `ids_aluno[i]` was marked `presencas[i]`
 * ('P' Presente, 'A' Ausente, 'J' Justificada, 'T' Atrasado). `revision` grows by one per save of
 * that session, so a consumer keeps only the newest.
 */
export interface AttendanceRecordedV1 {
  id_aula: number;
  id_turma: number;
  id_treinamento: number;
  /** YYYY-MM-DD */
  data: string;
  /** The session's length in hours (e.g. 3 or 1.5). */
  horas: number;
  ids_aluno: number[];
  presencas: string[];
  revision: number;
}

export const ATTENDANCE_RECORDED_V1_SCHEMA: PayloadSchema<AttendanceRecordedV1> = {
  type: 'object',
  properties: {
    id_aula: field.id,
    id_turma: field.id,
    id_treinamento: field.id,
    data: field.day,
    horas: { type: 'number', minimum: 0 },
    ids_aluno: { type: 'array', items: field.id },
    presencas: { type: 'array', items: { type: 'string', pattern: '^[PAJT]$' } },
    revision: field.revision,
  },
  required: ['id_aula', 'id_turma', 'id_treinamento', 'data', 'horas', 'ids_aluno', 'presencas', 'revision'],
};
