import { type DynamicModule, Module } from '@nestjs/common';
import { CLASS_PROJECTION_OPTIONS, type ClassProjectionOptions } from './class-projection.options.js';
import { ClassProjection } from './class-projection.service.js';

/**
 * Academic's classes and training names as a consumer's rows show them, fed by the
 * consumer's handlers of academic's class and training events (ClassProjection).
 * The consumer lists classProjectionEntities(options) in its data source; the tables
 * come from its own migrations.
 */
@Module({})
export class ClassProjectionModule {
  static forRoot(options: ClassProjectionOptions): DynamicModule {
    return {
      module: ClassProjectionModule,
      providers: [{ provide: CLASS_PROJECTION_OPTIONS, useValue: options }, ClassProjection],
      exports: [ClassProjection],
    };
  }
}
