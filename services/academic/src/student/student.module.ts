import { Module } from '@nestjs/common';
import { UploadLimitsModule } from '../common/upload.module.js';
import { StudentController } from './student.controller.js';
import { StudentService } from './student.service.js';

@Module({ imports: [UploadLimitsModule], controllers: [StudentController], providers: [StudentService], exports: [StudentService] })
export class StudentModule {}
