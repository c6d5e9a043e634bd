import { envInt, JsonLogger } from '@treina/nest-platform';
import { createGateway } from './create-gateway.js';

const app = await createGateway();
const port = envInt('PORT', 3000);
const host = process.env.HOST ?? '0.0.0.0';
await app.listen(port, host);
new JsonLogger('gateway').info('listening', { port, host });
