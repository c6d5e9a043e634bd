import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsInt, Matches, Min, ValidateNested } from 'class-validator';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = (label: string) => ({ message: `Informe o horário de ${label} do período (HH:MM).` });

export class PeriodTimesDto {
  @IsInt({ message: 'Selecione o período da turma.' })
  @Min(1, { message: 'Selecione o período da turma.' })
  id_periodo_turma: number;

  @IsDefined(TIME_MESSAGE('início'))
  @Matches(TIME, TIME_MESSAGE('início'))
  inicio: string;

  @IsDefined(TIME_MESSAGE('término'))
  @Matches(TIME, TIME_MESSAGE('término'))
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
