import { OmitType, PartialType } from '@nestjs/mapped-types';
import { CreateActivityTypeDto } from './create-activity-type.dto.js';

/** PATCH /api/activityType/{id}: `nome` and `id_tipo_servico` (null clears it); what is absent stays. */
export class UpdateActivityTypeDto extends PartialType(OmitType(CreateActivityTypeDto, ['tipo'] as const), { skipNullProperties: false }) {}
