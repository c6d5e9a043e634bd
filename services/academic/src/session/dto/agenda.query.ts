import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Matches, Min } from 'class-validator';
import { DateInputSchema, toDateOnly, toOptionalInt } from '../../common/dto.js';

const FROM_MESSAGE = { message: 'Informe a data inicial da agenda (de, DD/MM/AAAA).' };
const TO_MESSAGE = { message: 'Informe a data final da agenda (ate, DD/MM/AAAA).' };
const ID_MESSAGE = (label: string) => ({ message: `Filtro de ${label} inválido.` });

/** GET /api/sessions: the agenda between two days, optionally of one instructor, training or class. */
export class AgendaQueryDto {
  @IsDefined(FROM_MESSAGE)
  @Transform(toDateOnly)
  @DateInputSchema()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, FROM_MESSAGE)
  de: string;

  @IsDefined(TO_MESSAGE)
  @Transform(toDateOnly)
  @DateInputSchema()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, TO_MESSAGE)
  ate: string;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt(ID_MESSAGE('instrutor'))
  @Min(1, ID_MESSAGE('instrutor'))
  id_instrutor?: number;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt(ID_MESSAGE('treinamento'))
  @Min(1, ID_MESSAGE('treinamento'))
  id_treinamento?: number;

  @IsOptional()
  @Transform(toOptionalInt)
  @IsInt(ID_MESSAGE('turma'))
  @Min(1, ID_MESSAGE('turma'))
  id_turma?: number;
}
