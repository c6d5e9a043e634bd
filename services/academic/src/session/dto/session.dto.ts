import { PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, Matches, Min } from 'class-validator';
import { IsTimeOfDay } from './time-of-day.js';
import { DateInputSchema, toDateOnly, toOptionalInt } from '../../common/dto.js';

const DATE_MESSAGE = { message: 'Informe a data da aula (DD/MM/AAAA).' };
const TIME_MESSAGE = (label: string) => `Informe o horário de ${label} da aula (HH:MM).`;

/** POST /api/classes/{id}/sessions: one session added by hand; the instructor defaults to the class's. */
export class CreateSessionDto {
  @IsDefined(DATE_MESSAGE)
  @Transform(toDateOnly)
  @DateInputSchema()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  data: string;

  @IsTimeOfDay(TIME_MESSAGE('início'))
  inicio: string;

  @IsTimeOfDay(TIME_MESSAGE('término'))
  fim: string;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt({ message: 'Selecione o instrutor.' })
  @Min(1, { message: 'Selecione o instrutor.' })
  id_instrutor?: number | null;
}

/** PATCH /api/sessions/{id}: date, times, instructor and status, any of them. */
export class UpdateSessionDto extends PartialType(CreateSessionDto) {
  @IsOptional()
  @IsIn(['Prevista', 'Realizada', 'Cancelada'], { message: "Informe o status da aula: 'Prevista', 'Realizada' ou 'Cancelada'." })
  status?: 'Prevista' | 'Realizada' | 'Cancelada';
}
