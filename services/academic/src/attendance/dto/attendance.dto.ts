import { IsIn, IsInt, Min } from 'class-validator';
import { ATTENDANCE_MARKS } from '../attendance-rules.js';

const STUDENT_MESSAGE = { message: 'Informe o aluno (id_aluno).' };

/** One student's mark in PUT /api/sessions/{id}/attendance. */
export class AttendanceMarkDto {
  @IsInt(STUDENT_MESSAGE)
  @Min(1, STUDENT_MESSAGE)
  id_aluno: number;

  @IsIn(ATTENDANCE_MARKS, { message: "A presença deve ser 'P' (Presente), 'A' (Ausente), 'J' (Justificada) ou 'T' (Atrasado)." })
  presenca: (typeof ATTENDANCE_MARKS)[number];
}
