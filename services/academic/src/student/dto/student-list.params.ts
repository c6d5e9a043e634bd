import { MAX_ID, OptionalField, QueryInt } from '@treina/nest-platform';
import { IsIn, IsInt, Max, Min } from 'class-validator';

/** GET /api/students's own parameters, beside the list protocol. */
export class StudentListParams {
  /** Students (at least one class) or interested leads; everyone when absent (the class form's picker). */
  @OptionalField()
  @IsIn(['student', 'interested'], { message: "O parâmetro 'type' deve ser 'student' ou 'interested'." })
  type?: 'student' | 'interested';

  /** One student (the picker shows the chosen one). */
  @OptionalField()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  studentId?: number;
}
