import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Min, ValidateNested } from 'class-validator';
import { IsTimeOfDay } from './time-of-day.js';

const TIME_MESSAGE = (label: string) => `Informe o horário de ${label} do período (HH:MM).`;

export class PeriodTimesDto {
  @IsInt({ message: 'Selecione o período da turma.' })
  @Min(1, { message: 'Selecione o período da turma.' })
  id_periodo_turma: number;

  @IsTimeOfDay(TIME_MESSAGE('início'))
  inicio: string;

  @IsTimeOfDay(TIME_MESSAGE('término'))
  fim: string;
}

/** PUT /api/academic-settings: the default session times of the periods sent. */
export class AcademicSettingsDto {
  @IsArray({ message: 'Informe os horários dos períodos.' })
  @ArrayMinSize(1, { message: 'Informe os horários dos períodos.' })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => PeriodTimesDto)
  horarios_periodo: PeriodTimesDto[];
}
