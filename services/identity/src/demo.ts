import 'reflect-metadata';
import { bootstrapService } from '@treina/nest-platform';
import { DemoAppModule } from './seed/demo-app.module.js';

// `npm start`'s identity: the production app (main.ts) plus the demo accounts; images run main.js.
await bootstrapService(DemoAppModule, { service: 'identity', defaultPort: 3001 });
