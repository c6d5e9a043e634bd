import { Module } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { DemoSeedModule } from './demo-seed.module.js';

/** The app as `npm start` runs it: the production app plus the demo data (demo.ts). */
@Module({ imports: [AppModule, DemoSeedModule] })
export class DemoAppModule {}
