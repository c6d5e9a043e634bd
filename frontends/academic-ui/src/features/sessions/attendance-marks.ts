import type { AttendanceMark, SessionAttendance } from '@treina/contracts';

export const ATTENDANCE_MARKS: ReadonlyArray<{ value: AttendanceMark; label: string }> = [
  { value: 'P', label: 'Presente' },
  { value: 'A', label: 'Ausente' },
  { value: 'J', label: 'Justificada' },
  { value: 'T', label: 'Atrasado' },
];

/** Each student's mark by id, as the screen edits it. */
export type AttendanceMarks = Record<number, AttendanceMark | null>;

export function marksOf(attendance: SessionAttendance): AttendanceMarks {
  return Object.fromEntries(attendance.alunos.map((student) => [student.id_aluno, student.presenca]));
}

/** 'Marcar todos presentes': every student P. */
export function allPresent(marks: AttendanceMarks): AttendanceMarks {
  return Object.fromEntries(Object.keys(marks).map((id) => [Number(id), 'P' as const]));
}

/** The PUT body: the students with a mark. */
export function attendanceBody(marks: AttendanceMarks): Array<{ id_aluno: number; presenca: AttendanceMark }> {
  return Object.entries(marks)
    .filter((entry): entry is [string, AttendanceMark] => entry[1] !== null)
    .map(([id, presenca]) => ({ id_aluno: Number(id), presenca }));
}

/** '8 presentes · 1 ausente · 2 sem marcação'. */
export function marksSummary(marks: AttendanceMarks): string {
  const values = Object.values(marks);
  const count = (mark: AttendanceMark | null) => values.filter((value) => value === mark).length;
  const parts: Array<[number, string, string]> = [
    [count('P'), 'presente', 'presentes'],
    [count('A'), 'ausente', 'ausentes'],
    [count('J'), 'justificada', 'justificadas'],
    [count('T'), 'atrasado', 'atrasados'],
    [count(null), 'sem marcação', 'sem marcação'],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(' · ');
}

export function sameMarks(a: AttendanceMarks, b: AttendanceMarks): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[Number(key)] ?? null) === (b[Number(key)] ?? null));
}
