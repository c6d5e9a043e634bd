import { field, type PayloadSchema } from '../../payload-schema.js';

/**
 * Every charge of an enrolment is paid. academic seats the entry as paid (status 3) with the last
 * payment's time, as a staff change would; an entry no longer awaiting payment ignores it, so a
 * repeated or late event changes nothing.
 */
export interface EnrolmentPaidV1 {
  id_matricula: number;
  id_turma: number;
  id_aluno: number;
  /** The last payment's time, ISO 8601. */
  pago_em: string;
  /** What was paid in all ('1500.00'). */
  valor_pago: string;
  /** The last payment's method ('PIX', 'Dinheiro' ...). */
  forma_pagamento: string;
}

export const ENROLMENT_PAID_V1_SCHEMA: PayloadSchema<EnrolmentPaidV1> = {
  type: 'object',
  properties: {
    id_matricula: field.id,
    id_turma: field.id,
    id_aluno: field.id,
    pago_em: field.instant,
    valor_pago: field.money,
    forma_pagamento: field.text,
  },
  required: ['id_matricula', 'id_turma', 'id_aluno', 'pago_em', 'valor_pago', 'forma_pagamento'],
};
