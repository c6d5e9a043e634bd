import { MAX_ID, QueryInt } from '@treina/nest-platform';
import { IsDefined, IsInt, Max, Min } from 'class-validator';

/** The text part of POST /api/students/uploadS3 (multipart): whose documents the files are. */
export class StudentUploadDto {
  @IsDefined({ message: "Informe o campo 'studentId'." })
  @QueryInt()
  @IsInt({ message: "O parâmetro 'studentId' deve ser um id numérico." })
  @Min(1, { message: "O parâmetro 'studentId' deve ser um id numérico." })
  @Max(MAX_ID, { message: "O parâmetro 'studentId' deve ser um id numérico." })
  studentId: number;
}
