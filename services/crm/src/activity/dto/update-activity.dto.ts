import { PartialType } from '@nestjs/mapped-types';
import { CreateActivityDto } from './create-activity.dto.js';

/**
 * PATCH /api/activity/{id}: any field of the creation, what is absent stays as it is;
 * `subtasks`, when sent, replaces the whole list. A null is still validated (and
 * refused), except `id_aluno: null`, which clears the student.
 */
export class UpdateActivityDto extends PartialType(CreateActivityDto, { skipNullProperties: false }) {}
