import 'reflect-metadata';
import { bootstrapService } from '@treina/nest-platform';
import { AppModule } from './app.module.js';

await bootstrapService(AppModule, { service: 'assessment', defaultPort: 3006 });
