import 'reflect-metadata';
import { bootstrapService } from '@treina/nest-platform';
import { DemoAppModule } from './seed/demo-app.module.js';

// `npm start`'s assessment: the production app (main.ts) plus the demo question bank and exam; images run main.js.
await bootstrapService(DemoAppModule, { service: 'assessment', defaultPort: 3006 });
