import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { CrmPrivacySection, StudentSectionRequestV1 } from '@treina/contracts';
import { EVENT_BUS, MessagePattern } from '@treina/nest-platform';
import { PrivacyExportRepository } from './privacy-export.repository.js';

/** Answers academic's privacy export over the bus (academic checked the caller's `privacy` permission). */
@Controller()
export class PrivacyExportRequests {
  constructor(private readonly privacy: PrivacyExportRepository) {}

  /** crm's section: its copy of the student and their activities; a student crm never heard of has an empty one. */
  @MessagePattern('crm.privacy.student-section.v1', EVENT_BUS)
  section(@Payload() request: StudentSectionRequestV1): Promise<CrmPrivacySection> {
    return this.privacy.section(request.id_aluno);
  }
}
