import { envInt, type EnvSource } from '@treina/nest-platform';

export interface PrivacyExportConfig {
  /** PRIVACY_EXPORT_TIMEOUT_MS: how long every service together may take to answer (default 5000). */
  timeoutMs: number;
}

export const PRIVACY_EXPORT_CONFIG = Symbol('PRIVACY_EXPORT_CONFIG');

export function readPrivacyExportConfig(source: EnvSource = process.env): PrivacyExportConfig {
  return { timeoutMs: envInt('PRIVACY_EXPORT_TIMEOUT_MS', 5000, source) };
}
