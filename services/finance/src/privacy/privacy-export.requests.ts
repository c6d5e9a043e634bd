import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { FinancePrivacySection, StudentSectionRequestV1 } from '@treina/contracts';
import { EVENT_BUS, MessagePattern } from '@treina/nest-platform';
import { PrivacyExportRepository } from './privacy-export.repository.js';

/** Answers academic's privacy export over the bus (academic checked the caller's `privacy` permission). */
@Controller()
export class PrivacyExportRequests {
  constructor(private readonly privacy: PrivacyExportRepository) {}

  /** finance's section: the commissions of the student's enrolments; a student finance never heard of has an empty one. */
  @MessagePattern('finance.privacy.student-section.v1', EVENT_BUS)
  section(@Payload() request: StudentSectionRequestV1): Promise<FinancePrivacySection> {
    return this.privacy.section(request.id_aluno);
  }
}
