import { PRIVACY_EXPORT_REMOTE_SECTIONS, type PrivacyExportRemoteSection } from '@treina/contracts';
import { env, envInt, type EnvSource } from '@treina/nest-platform';

/** Each service's port when `<SERVICE>_URL` is not set (as `npm start` runs them). */
const DEFAULT_PORTS: Record<PrivacyExportRemoteSection, number> = { identity: 3001, crm: 3002, finance: 3004, reporting: 3005 };

export interface PrivacyExportConfig {
  /** Base URL of each service that answers a section (CRM_URL, FINANCE_URL, REPORTING_URL, IDENTITY_URL). */
  urls: Record<PrivacyExportRemoteSection, string>;
  /** PRIVACY_EXPORT_TIMEOUT_MS: how long every service together may take (default 5000). */
  timeoutMs: number;
}

export const PRIVACY_EXPORT_CONFIG = Symbol('PRIVACY_EXPORT_CONFIG');

export function readPrivacyExportConfig(source: EnvSource = process.env): PrivacyExportConfig {
  const urls = Object.fromEntries(
    PRIVACY_EXPORT_REMOTE_SECTIONS.map((section) => [
      section,
      env(`${section.toUpperCase()}_URL`, `http://127.0.0.1:${DEFAULT_PORTS[section]}`, source).replace(/\/+$/, ''),
    ]),
  ) as Record<PrivacyExportRemoteSection, string>;
  return { urls, timeoutMs: envInt('PRIVACY_EXPORT_TIMEOUT_MS', 5000, source) };
}
