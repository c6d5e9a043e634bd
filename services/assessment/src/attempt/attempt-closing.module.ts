import { Module } from '@nestjs/common';
import { AttemptClosing } from './attempt-closing.service.js';
import { AttemptRepository } from './attempt.repository.js';

/** The attempts' store and their closing, which the exams' list uses too (a student's figures count the attempts their time ended). */
@Module({ providers: [AttemptRepository, AttemptClosing], exports: [AttemptRepository, AttemptClosing] })
export class AttemptClosingModule {}
