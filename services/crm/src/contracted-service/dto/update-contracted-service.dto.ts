import { PartialType } from '@nestjs/mapped-types';
import { CreateContractedServiceDto } from './create-contracted-service.dto.js';

/** PATCH /api/services/{id}: what is absent stays (a null is refused). */
export class UpdateContractedServiceDto extends PartialType(CreateContractedServiceDto, { skipNullProperties: false }) {}
