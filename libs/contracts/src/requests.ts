import type { PayloadSchema } from './payload-schema.js';
import type {
  AssessmentPrivacySection,
  CrmPrivacySection,
  FinancePrivacySection,
  IdentityPrivacySection,
  PrivacyExportRemoteSection,
  ReportingPrivacySection,
} from './api/privacy.js';

/** What the privacy export asks a service for: its section of one student's report. */
export interface StudentSectionRequestV1 {
  id_aluno: number;
}

/**
 * Request type -> what is asked and what is answered, for the few questions one service asks
 * another over the bus and waits for. The type's first word is the service that answers.
 */
interface RequestReplies {
  'crm.privacy.student-section.v1': { request: StudentSectionRequestV1; reply: CrmPrivacySection };
  'finance.privacy.student-section.v1': { request: StudentSectionRequestV1; reply: FinancePrivacySection };
  'reporting.privacy.student-section.v1': { request: StudentSectionRequestV1; reply: ReportingPrivacySection };
  'identity.privacy.student-section.v1': { request: StudentSectionRequestV1; reply: IdentityPrivacySection };
  'assessment.privacy.student-section.v1': { request: StudentSectionRequestV1; reply: AssessmentPrivacySection };
}

export type RequestType = keyof RequestReplies;
export type RequestOf<K extends RequestType> = RequestReplies[K]['request'];
export type ReplyOf<K extends RequestType> = RequestReplies[K]['reply'];

const STUDENT_SECTION_REQUEST_V1_SCHEMA: PayloadSchema<StudentSectionRequestV1> = {
  type: 'object',
  properties: { id_aluno: { type: 'integer', minimum: 1 } },
  required: ['id_aluno'],
};

/** The schema a responder checks each request against before its handler runs. */
export const REQUEST_SCHEMAS: { [K in RequestType]: PayloadSchema<RequestOf<K>> } = {
  'crm.privacy.student-section.v1': STUDENT_SECTION_REQUEST_V1_SCHEMA,
  'finance.privacy.student-section.v1': STUDENT_SECTION_REQUEST_V1_SCHEMA,
  'reporting.privacy.student-section.v1': STUDENT_SECTION_REQUEST_V1_SCHEMA,
  'identity.privacy.student-section.v1': STUDENT_SECTION_REQUEST_V1_SCHEMA,
  'assessment.privacy.student-section.v1': STUDENT_SECTION_REQUEST_V1_SCHEMA,
};

/** The request each remote section of the privacy export is asked with. */
export const PRIVACY_SECTION_REQUESTS = {
  crm: 'crm.privacy.student-section.v1',
  finance: 'finance.privacy.student-section.v1',
  reporting: 'reporting.privacy.student-section.v1',
  identity: 'identity.privacy.student-section.v1',
  assessment: 'assessment.privacy.student-section.v1',
} as const satisfies Record<PrivacyExportRemoteSection, RequestType>;

/** The service that answers a request type: its first word. */
export function responderOf(type: string): string {
  return type.split('.')[0]!;
}

/** The queue a service takes its requests from (on the broker's default exchange). */
export function requestQueueOf(service: string, prefix = ''): string {
  return `${prefix}${service}.requests`;
}
