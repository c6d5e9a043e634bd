import type { AuditFieldChange } from '@treina/contracts';
import { fieldChanges } from '@treina/nest-platform';
import type { EnrolmentPlan, EnrolmentState } from './enrolment-state-machine.js';

/** An entry's fields in the API's words (the form's `alunos` list), as its history names them. */
const ENTRY_FIELDS = [
  'id_inscricao',
  'id_forma_pagto',
  'valor_pago',
  'cod_pagto',
  'gera_comissao',
  'libera_conteudo',
  'id_status_contrato_aluno',
  'id_turma_origem',
] as const;
type EntryView = Record<(typeof ENTRY_FIELDS)[number], unknown>;

function entryView(state: EnrolmentState): EntryView {
  return {
    id_inscricao: state.id_status,
    id_forma_pagto: state.id_forma_pagto,
    valor_pago: state.valor_pago === null ? null : Number(state.valor_pago),
    cod_pagto: state.cod_pagto,
    gera_comissao: state.gera_comissao,
    libera_conteudo: state.libera_conteudo,
    id_status_contrato_aluno: state.id_status_contrato_aluno,
    id_turma_origem: state.id_turma_origem,
  };
}

/**
 * What a save did to the class's student list, for the class's history: each new or
 * changed entry's fields, named `alunos[<id_aluno>].<field>` (the student, not the
 * entry id, is what the person reading the history knows).
 */
export function enrolmentAuditChanges(plan: EnrolmentPlan): AuditFieldChange[] {
  return [
    ...plan.created.flatMap((state) => fieldChanges(null, entryView(state), ENTRY_FIELDS, `alunos[${state.id_aluno}].`)),
    ...plan.changed.flatMap((change) =>
      fieldChanges(entryView(change.before), entryView(change.after), ENTRY_FIELDS, `alunos[${change.before.id_aluno}].`),
    ),
  ];
}
