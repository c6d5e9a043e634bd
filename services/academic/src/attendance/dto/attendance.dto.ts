import { IsIn, IsInt, IsString, MaxLength, Min } from 'class-validator';
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

/** POST /api/sessions/{id}/checkin: the code read from the instructor's QR code. */
export class CheckinDto {
  @IsString({ message: 'Leia o QR code de presença.' })
  @MaxLength(40, { message: 'Código de presença inválido.' })
  codigo: string;
}
