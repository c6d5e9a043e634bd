import type { components as Academic } from './generated/academic.js';
import type { components as Crm } from './generated/crm.js';
import type { components as Identity } from './generated/identity.js';

// The request bodies of the HTTP API, as the services' OpenAPI documents describe them
// (generated from their DTOs and validation rules: libs/contracts/openapi, npm run
// contracts:generate). The front ends send these types, so a body the server would
// refuse does not compile, and a DTO changed on the server changes them here.

/** `POST /api/classes`: a new class, with its student list. */
export type NewClassBody = Academic['schemas']['CreateClassDto'];
/** `PATCH /api/classes/{id}`: what changes; the student list, when sent, is the whole list. */
export type ClassChangeBody = Academic['schemas']['UpdateClassDto'];
/** One entry of a class's student list. */
export type EnrolmentEntryBody = Academic['schemas']['EnrolmentEntryDto'];
export type NewStudentBody = Academic['schemas']['CreateStudentDto'];
export type StudentChangeBody = Academic['schemas']['UpdateStudentDto'];
export type NewTrainingBody = Academic['schemas']['CreateTrainingDto'];
export type TrainingChangeBody = Academic['schemas']['UpdateTrainingDto'];
export type NewMaterialBody = Academic['schemas']['CreateMaterialDto'];
export type MaterialChangeBody = Academic['schemas']['UpdateMaterialDto'];

export type NewActivityBody = Crm['schemas']['CreateActivityDto'];
export type NewActivityTypeBody = Crm['schemas']['CreateActivityTypeDto'];
export type ActivityTypeChangeBody = Crm['schemas']['UpdateActivityTypeDto'];
export type NewCustomerBody = Crm['schemas']['CreateCustomerDto'];
export type CustomerChangeBody = Crm['schemas']['UpdateCustomerDto'];
export type NewContractedServiceBody = Crm['schemas']['CreateContractedServiceDto'];
export type ContractedServiceChangeBody = Crm['schemas']['UpdateContractedServiceDto'];

export type NewUserBody = Identity['schemas']['RegisterUserDto'];
export type UserChangeBody = Identity['schemas']['UpdateUserDto'];
