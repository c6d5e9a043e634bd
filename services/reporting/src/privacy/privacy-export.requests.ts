import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { ReportingPrivacySection, StudentSectionRequestV1 } from '@treina/contracts';
import { EVENT_BUS, MessagePattern } from '@treina/nest-platform';
import { PrivacyExportRepository } from './privacy-export.repository.js';

/** Answers academic's privacy export over the bus (academic checked the caller's `privacy` permission). */
@Controller()
export class PrivacyExportRequests {
  constructor(private readonly privacy: PrivacyExportRepository) {}

  /** reporting's section: the facts it keeps of the student and their enrolments; empty for a student it never heard of. */
  @MessagePattern('reporting.privacy.student-section.v1', EVENT_BUS)
  section(@Payload() request: StudentSectionRequestV1): Promise<ReportingPrivacySection> {
    return this.privacy.section(request.id_aluno);
  }
}
