import 'reflect-metadata';
import { bootstrapService } from '@treina/nest-platform';
import { DemoAppModule } from './seed/demo-app.module.js';

// `npm start`'s academic: the production app (main.ts) plus the demo data; images run main.js.
await bootstrapService(DemoAppModule, { service: 'academic', defaultPort: 3003 });
