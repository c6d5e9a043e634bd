import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { IsDateInput } from '../../common/dates.js';
import { Nullable, trim } from '../../common/fields.js';
import { INVALID_SUBTASK_TIME, SUBTASK_TIME_PATTERN } from '../subtasks.js';

/** One subtask in an activity's body. */
export class SubtaskDto {
  /** Kept when given (the client's own unique id); generated otherwise. */
  @Nullable()
  @IsString()
  @Matches(/^[A-Za-z0-9_.:-]{1,64}$/, { message: 'O id da subtarefa deve ter de 1 a 64 letras, números ou os sinais _ . : -' })
  id?: string | null;

  /** 'YYYY-MM-DD' or 'DD/MM/YYYY'. */
  @IsString()
  @IsNotEmpty()
  @IsDateInput()
  date: string;

  /** 'HH:mm'; without a colon, hours. */
  @IsString()
  @Matches(SUBTASK_TIME_PATTERN, { message: INVALID_SUBTASK_TIME })
  time: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(5000)
  desc: string;
}
