import { PartialType } from '@nestjs/mapped-types';
import { CreateCustomerDto } from './create-customer.dto.js';

/** PATCH /api/customer/{id}: nome_razao, documento, endereco; what is absent stays (a null is refused). */
export class UpdateCustomerDto extends PartialType(CreateCustomerDto, { skipNullProperties: false }) {}
