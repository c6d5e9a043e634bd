import 'reflect-metadata';
import { bootstrapService } from '@treina/nest-platform';
import { DemoAppModule } from './seed/demo-app.module.js';

// `npm start`'s crm: the production app (main.ts) plus the demo customers and activities; images run main.js.
await bootstrapService(DemoAppModule, { service: 'crm', defaultPort: 3002 });
