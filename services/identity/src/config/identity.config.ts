import { resolve } from 'node:path';
import { type ConfigType, registerAs } from '@nestjs/config';
import { env, type EnvSource } from '@treina/nest-platform';

/**
 * Identity's own settings, read once at start-up: where password-reset e-mails go (SMTP_URL,
 * else .eml files under MAIL_DIR, default var/mail), who sends them (MAIL_FROM), and the
 * address users open the app at (PUBLIC_URL), for the reset link.
 */
function readIdentityConfig(source: EnvSource = process.env) {
  return {
    mail: {
      from: env('MAIL_FROM', 'Treina <nao-responda@treina.dev>', source),
      smtpUrl: env('SMTP_URL', '', source) || undefined,
      dir: resolve(env('MAIL_DIR', 'var/mail', source)),
    },
    publicUrl: env('PUBLIC_URL', 'http://localhost:3000', source).replace(/\/$/, ''),
  };
}

/** `@Inject(identityConfig.KEY) config: IdentityConfig` */
export const identityConfig = registerAs('identity', () => readIdentityConfig());
export type IdentityConfig = ConfigType<typeof identityConfig>;
