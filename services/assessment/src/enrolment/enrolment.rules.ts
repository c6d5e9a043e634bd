import { ATTENDING_ENROLMENT_STATUSES } from '@treina/contracts';

/** The statuses of a seated entry (Inscrito, Pendente, Pago, Transferência Paga): only these let content be released. */
export const RELEASING_STATUSES = ATTENDING_ENROLMENT_STATUSES;

/** An entry of the student that releases the training's content. */
export interface EntryThatReleases {
  id_turma: number;
  nome_aluno: string;
}
