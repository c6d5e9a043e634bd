import type { AuditFieldChange } from '@treina/contracts';
import { fieldChanges } from '@treina/nest-platform';
import { AUDITED_API_NAMES, auditedView } from './enrolment.columns.js';
import type { EnrolmentPlan } from './enrolment-state-machine.js';

/**
 * What a save did to the class's student list, for the class's history: each new or changed
 * entry's audited fields, named `alunos[<id_aluno>].<field>` (the student, not the entry id, is
 * what the person reading the history knows).
 */
export function enrolmentAuditChanges(plan: EnrolmentPlan): AuditFieldChange[] {
  return [
    ...plan.created.flatMap((state) => fieldChanges(null, auditedView(state), AUDITED_API_NAMES, `alunos[${state.id_aluno}].`)),
    ...plan.changed.flatMap((change) =>
      fieldChanges(auditedView(change.before), auditedView(change.after), AUDITED_API_NAMES, `alunos[${change.before.id_aluno}].`),
    ),
  ];
}
