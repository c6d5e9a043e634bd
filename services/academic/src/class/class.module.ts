import { Module } from '@nestjs/common';
import { ClassController } from './class.controller.js';
import { ClassService } from './class.service.js';

@Module({ controllers: [ClassController], providers: [ClassService], exports: [ClassService] })
export class ClassModule {}
