import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { ClassProjectionEvents } from './class-projection.events.js';
import {
  CLASS_PROJECTION_FOLLOWER,
  CLASS_PROJECTION_OPTIONS,
  type ClassProjectionFollower,
  type ClassProjectionOptions,
} from './class-projection.options.js';
import { ClassProjection } from './class-projection.service.js';

/**
 * Academic's classes and training names as a consumer's rows show them, fed by academic's class and training events through its own message
 * controller (ClassProjectionEvents): the consumer's queue binds academic.class.*.v1 and academic.training.*.v1 and writes no handler of
 * its own for them. The consumer lists classProjectionEntities(options) in its data source; the tables come from its own migrations.
 */
@Module({})
export class ClassProjectionModule {
  /** `follower` (a provider without dependencies) sees each class and training snapshot too, for what the consumer keeps beyond them. */
  static forRoot(options: ClassProjectionOptions, follower?: Type<ClassProjectionFollower>): DynamicModule {
    return {
      module: ClassProjectionModule,
      controllers: [ClassProjectionEvents],
      providers: [
        { provide: CLASS_PROJECTION_OPTIONS, useValue: options },
        ...(follower ? [{ provide: CLASS_PROJECTION_FOLLOWER, useClass: follower }] : []),
        ClassProjection,
      ],
      exports: [ClassProjection],
    };
  }
}
