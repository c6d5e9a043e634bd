import { Global, Module } from '@nestjs/common';
import { ReferenceController } from './reference.controller.js';
import { ReferenceService } from './reference.service.js';

@Global()
@Module({ controllers: [ReferenceController], providers: [ReferenceService], exports: [ReferenceService] })
export class ReferenceModule {}
