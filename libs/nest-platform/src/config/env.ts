/** The environment a configuration is read from (process.env, or a test's own). */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** Reads configuration from the environment; every service is configured only this way. */
export function env(name: string, fallback?: string, source: EnvSource = process.env): string {
  const value = source[name];
  if (value !== undefined && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Variável de ambiente obrigatória ausente: ${name}`);
}

export function envInt(name: string, fallback: number, source: EnvSource = process.env): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`Variável de ambiente ${name} deve ser um número inteiro: ${raw}`);
  return value;
}

export function envBool(name: string, fallback: boolean, source: EnvSource = process.env): boolean {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** Local defaults match the machine's PostgreSQL and RabbitMQ (README). */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';
export const DEFAULT_AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672';
