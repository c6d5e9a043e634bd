import {
  PRIVACY_EXPORT_REMOTE_SECTIONS,
  PRIVACY_SECTION_REQUESTS,
  type PrivacyExportRemoteSection,
  type StudentDataExport,
} from '@treina/contracts';
import type { RequestClient } from '@treina/nest-platform';

export const MSG_EXPORT_UNAVAILABLE = 'Não foi possível reunir os dados de todos os serviços: tente novamente em instantes.';

/** The sections the other services answer. */
type RemoteSections = Pick<StudentDataExport, PrivacyExportRemoteSection>;

/** One section a service did not give, and why (the reason is logged; the caller sees `answer`). */
interface MissingSection {
  section: PrivacyExportRemoteSection;
  /** What the caller is told, in Portuguese. */
  answer: string;
  reason: string;
}

/** The export cannot be whole: these sections are missing. */
export class RemoteSectionsMissing extends Error {
  constructor(readonly missing: MissingSection[]) {
    super(missing.map(({ section, reason }) => `${section}: ${reason}`).join('; '));
  }
}

/** Asks a request of the bus and waits at most `timeoutMs` (RequestClient's `request`). */
export type AskSection = Pick<RequestClient, 'request'>;

const ANSWERS = {
  timeout: 'não respondeu a tempo',
  'no-responder': 'está fora do ar',
  failed: 'falhou ao reunir seus dados',
} as const;

function missingOf(section: PrivacyExportRemoteSection, error: unknown): MissingSection {
  const failure = error as { kind?: keyof typeof ANSWERS; reason?: string; message?: string };
  const kind = failure.kind && failure.kind in ANSWERS ? failure.kind : 'failed';
  return { section, answer: ANSWERS[kind], reason: failure.reason ?? failure.message ?? String(error) };
}

/**
 * Asks every other service for its section at once over the bus, each within `timeoutMs`. The export is whole or nothing: any section
 * missing (no answer in time, no replica listening, a failing handler, a reply that is not a JSON object) rejects with every missing one
 * named.
 */
export async function gatherRemoteSections(studentId: number, bus: AskSection, timeoutMs: number): Promise<RemoteSections> {
  const asked = await Promise.allSettled(
    PRIVACY_EXPORT_REMOTE_SECTIONS.map(async (section) => {
      const reply: unknown = await bus.request(PRIVACY_SECTION_REQUESTS[section], { id_aluno: studentId }, timeoutMs);
      if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) throw new Error('a resposta não é um objeto JSON');
      return reply;
    }),
  );
  const missing = asked.flatMap((outcome, index) =>
    outcome.status === 'rejected' ? [missingOf(PRIVACY_EXPORT_REMOTE_SECTIONS[index]!, outcome.reason)] : [],
  );
  if (missing.length) throw new RemoteSectionsMissing(missing);
  return Object.fromEntries(
    PRIVACY_EXPORT_REMOTE_SECTIONS.map((section, index) => [section, (asked[index] as PromiseFulfilledResult<object>).value]),
  ) as RemoteSections;
}
