import { EnrolmentStatus, SEAT_TAKING_ENROLMENT_STATUSES, UNCOUNTED_ENROLMENT_STATUSES } from '@treina/contracts';

/** The class count leaves out statuses 4 and 6 (and the waiting list 9). */
export function countedStudents(alunos: ReadonlyArray<{ id_inscricao: number }> | null | undefined): number {
  return (alunos ?? []).filter((entry) => !UNCOUNTED_ENROLMENT_STATUSES.includes(entry.id_inscricao)).length;
}

/** The entries taking one of the class's seats (1, 2, 3, 7, 8), as the server counts them. */
export function occupiedSeats(alunos: ReadonlyArray<{ id_inscricao: number | '' }> | null | undefined): number {
  return (alunos ?? []).filter((entry) => entry.id_inscricao !== '' && SEAT_TAKING_ENROLMENT_STATUSES.includes(entry.id_inscricao)).length;
}

/** Seats left (never below 0), or null when the class has no limit. */
export function freeSeatsOf(vagas: number | null | undefined, alunos: ReadonlyArray<{ id_inscricao: number | '' }> | null | undefined) {
  return vagas === null || vagas === undefined ? null : Math.max(0, vagas - occupiedSeats(alunos));
}

interface CountedRow {
  alunos?: ReadonlyArray<{ id_inscricao: number }> | null;
  count_alunos?: number | null;
  vagas?: number | null;
  vagas_livres?: number | null;
}

/** The Alunos column: 'occupied/seats' for a class with seats, else 'N aluno(s)', or '-' when the class has no student list. */
export function studentCountText(row: CountedRow): string {
  if (row.vagas !== null && row.vagas !== undefined) {
    const occupied = row.vagas_livres !== null && row.vagas_livres !== undefined ? row.vagas - row.vagas_livres : occupiedSeats(row.alunos);
    return `${occupied}/${row.vagas}`;
  }
  if (!row.alunos || row.alunos.length === 0) return '-';
  return `${row.count_alunos ?? countedStudents(row.alunos)} aluno(s)`;
}

/** The class's waiting list (status 9) in the order seats go to it: the oldest inclusion first. */
export function waitingListOf<T extends { id: number; id_inscricao: number; data_hora_inclusao: string }>(alunos: readonly T[]): T[] {
  return alunos
    .filter((entry) => entry.id_inscricao === EnrolmentStatus.LISTA_DE_ESPERA)
    .sort((a, b) => a.data_hora_inclusao.localeCompare(b.data_hora_inclusao) || a.id - b.id);
}
