/** Reads configuration from the environment; every service is configured only this way. */
export function env(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value !== undefined && value !== '') return value;
  if (fallback !== undefined) return fallback;
  throw new Error(`Variável de ambiente obrigatória ausente: ${name}`);
}

export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`Variável de ambiente ${name} deve ser um número inteiro: ${raw}`);
  return value;
}

export function envBool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** Local defaults match the machine's PostgreSQL and RabbitMQ (README). */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432';
export const DEFAULT_AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672';

/** DATABASE_URL, or the service's own database on the local server. */
export function databaseUrlFor(service: string): string {
  return env('DATABASE_URL', `${env('POSTGRES_URL', DEFAULT_POSTGRES_URL)}/treina_${service}`);
}

export function amqpUrl(): string {
  return env('AMQP_URL', DEFAULT_AMQP_URL);
}
