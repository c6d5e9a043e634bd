import { AmqpConnection } from '../messaging/index.js';
import type { ReadinessCheck } from './health.module.js';

export const brokerCheck: ReadinessCheck = {
  name: 'broker',
  check: (moduleRef) => moduleRef.get(AmqpConnection, { strict: false }).isConnected(),
};
