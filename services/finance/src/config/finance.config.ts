import { type ConfigType, registerAs } from '@nestjs/config';
import { env, type EnvSource } from '@treina/nest-platform';

/**
 * Finance's own settings, read once at start-up: the secret the PIX provider signs its payment
 * notices with (PIX_WEBHOOK_SECRET; unset, notices are refused). The school's PIX key, name and
 * city are data, edited in Configurações.
 */
function readFinanceConfig(source: EnvSource = process.env) {
  return { pixWebhookSecret: env('PIX_WEBHOOK_SECRET', '', source) };
}

/** `@Inject(financeConfig.KEY) config: FinanceConfig` */
export const financeConfig = registerAs('finance', () => readFinanceConfig());
export type FinanceConfig = ConfigType<typeof financeConfig>;
