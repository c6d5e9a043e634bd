import { QUESTION_LETTERS, type QuestionLetter } from '@treina/contracts';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';

/** PUT /api/attempts/{id}/answers/{id_questao} */
export class AnswerDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(QUESTION_LETTERS, { message: `Escolha uma das alternativas (${QUESTION_LETTERS.join(', ')}).` })
  letra: QuestionLetter;
}
