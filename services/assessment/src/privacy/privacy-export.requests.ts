import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { AssessmentPrivacySection, StudentSectionRequestV1 } from '@treina/contracts';
import { EVENT_BUS, MessagePattern } from '@treina/nest-platform';
import { PrivacyExportRepository } from './privacy-export.repository.js';

/** Answers academic's privacy export over the bus (academic checked the caller's `privacy` permission). */
@Controller()
export class PrivacyExportRequests {
  constructor(private readonly privacy: PrivacyExportRepository) {}

  /** assessment's section: the student's practice-exam attempts; empty for a student who never took one. */
  @MessagePattern('assessment.privacy.student-section.v1', EVENT_BUS)
  section(@Payload() request: StudentSectionRequestV1): Promise<AssessmentPrivacySection> {
    return this.privacy.section(request.id_aluno);
  }
}
