import { enableGracefulShutdown, JsonLogger } from '@treina/nest-platform/edge';
import { readGatewayConfig } from './config/gateway.config.js';
import { createGateway, serveGatewayMetrics } from './create-gateway.js';

const config = readGatewayConfig();
const app = await createGateway(config);
await app.listen(config.http.port, config.http.host);
const logger = new JsonLogger('gateway');
logger.info('listening', config.http);
logger.info('metrics listening', { url: await serveGatewayMetrics(app, config.metrics) });
// SIGTERM: readiness 503, in-flight proxied requests finish, then exit 0.
enableGracefulShutdown(app, { logger, ...config.shutdown });
