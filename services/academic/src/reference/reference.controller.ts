import { Controller, Get, UseGuards } from '@nestjs/common';
import { Authenticated } from '@treina/nest-platform';
import { StaffOnlyGuard } from '../access.js';
import { ReferenceService } from './reference.service.js';

/** Read-only lists: any logged-in staff user (they fill the forms' selects). */
@Controller()
@UseGuards(StaffOnlyGuard)
@Authenticated()
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  @Get('statusSubscriptions')
  statusSubscriptions() {
    return this.reference.enrolmentStatuses();
  }

  @Get('statusCourses')
  statusCourses() {
    return this.reference.trainingStatuses();
  }

  @Get('statusClass')
  statusClass() {
    return this.reference.classStatuses();
  }

  @Get('paymentMethods')
  paymentMethods() {
    return this.reference.paymentMethods();
  }

  @Get('statusStudents')
  statusStudents() {
    return this.reference.studentStatuses();
  }

  @Get('channelsStudents')
  channelsStudents() {
    return this.reference.channels();
  }
}
