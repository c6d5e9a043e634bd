import { type ConfigType, registerAs } from '@nestjs/config';
import { envInt, type EnvSource } from '@treina/nest-platform';

/**
 * How long the demo entry waits for identity's demo users and academic's students to reach
 * crm's projections before it gives up on their activities (DEMO_SEED_WAIT_MS, 15 min), and
 * how often it looks (DEMO_SEED_POLL_MS). Demo entry only.
 */
function readDemoSeedConfig(source: EnvSource = process.env) {
  return { waitMs: envInt('DEMO_SEED_WAIT_MS', 15 * 60_000, source), pollMs: envInt('DEMO_SEED_POLL_MS', 3000, source) };
}

export const demoSeedConfig = registerAs('crmDemoSeed', () => readDemoSeedConfig());
export type DemoSeedConfig = ConfigType<typeof demoSeedConfig>;
