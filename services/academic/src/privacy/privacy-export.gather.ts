import { PRIVACY_EXPORT_REMOTE_SECTIONS, type PrivacyExportRemoteSection, type StudentDataExport } from '@treina/contracts';
import type { PrivacyExportConfig } from './privacy-export.config.js';

export const MSG_EXPORT_UNAVAILABLE = 'Não foi possível reunir os dados de todos os serviços: tente novamente em instantes.';

/** The sections the other services answer. */
export type RemoteSections = Pick<StudentDataExport, PrivacyExportRemoteSection>;

/** The caller's session as it reached academic: each service checks it again (same JWT, permission `privacy`). */
export interface ForwardedCredentials {
  authorization?: string;
  cookie?: string;
}

/** Why a service did not give its section (logged; the caller sees only MSG_EXPORT_UNAVAILABLE). */
export class RemoteSectionFailure extends Error {
  constructor(
    readonly section: PrivacyExportRemoteSection,
    readonly reason: string,
  ) {
    super(`${section}: ${reason}`);
  }
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** `GET <service>/internal/privacy/students/{id}`: the path every section's service answers. */
export const sectionUrl = (base: string, studentId: number) => `${base}/internal/privacy/students/${studentId}`;

/**
 * Asks every other service for its section at once, all within one deadline. The first
 * failure (no answer, timeout, a status other than 200, a body that is not a JSON object)
 * rejects with a RemoteSectionFailure and abandons the others: the export is whole or
 * nothing.
 */
export async function gatherRemoteSections(
  studentId: number,
  credentials: ForwardedCredentials,
  config: PrivacyExportConfig,
  fetcher: Fetch = fetch,
): Promise<RemoteSections> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (credentials.authorization) headers.authorization = credentials.authorization;
  if (credentials.cookie) headers.cookie = credentials.cookie;
  const one = async (section: PrivacyExportRemoteSection) => {
    let response: Response;
    try {
      response = await fetcher(sectionUrl(config.urls[section], studentId), { headers, signal: controller.signal });
    } catch (error) {
      throw new RemoteSectionFailure(section, controller.signal.aborted ? `no answer within ${config.timeoutMs} ms` : String(error));
    }
    if (response.status !== 200) throw new RemoteSectionFailure(section, `status ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new RemoteSectionFailure(section, 'not a JSON object');
    return [section, body] as const;
  };
  try {
    return Object.fromEntries(await Promise.all(PRIVACY_EXPORT_REMOTE_SECTIONS.map(one))) as unknown as RemoteSections;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
