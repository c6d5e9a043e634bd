import 'reflect-metadata';
import { bootstrapService } from '@treina/nest-platform';
import { AppModule } from './app.module.js';

await bootstrapService(AppModule, { service: 'reporting', defaultPort: 3005 });
