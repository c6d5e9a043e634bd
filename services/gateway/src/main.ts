import { enableGracefulShutdown, envInt, JsonLogger } from '@treina/nest-platform';
import { createGateway } from './create-gateway.js';

const app = await createGateway();
const port = envInt('PORT', 3000);
const host = process.env.HOST ?? '0.0.0.0';
await app.listen(port, host);
const logger = new JsonLogger('gateway');
logger.info('listening', { port, host });
// SIGTERM: readiness 503, in-flight proxied requests finish, then exit 0.
enableGracefulShutdown(app, { logger });
