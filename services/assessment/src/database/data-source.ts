import { classProjectionConsumerSchema, typeOrmOptions } from '@treina/nest-platform';
import type { DataSourceOptions } from 'typeorm';
import { AttemptEntity, AttemptQuestionEntity } from '../attempt/attempt.entity.js';
import { ASSESSMENT_CLASS_PROJECTION } from '../class-projection/class-projection.options.js';
import { AnonymisedStudentEntity } from '../enrolment/anonymised-student.entity.js';
import { EnrolmentEntity } from '../enrolment/enrolment.entity.js';
import { ExamEntity } from '../exam/exam.entity.js';
import { QuestionEntity } from '../question/question.entity.js';
import { DemoSeedEntity } from './demo-seed.entity.js';
import { AssessmentSchema1765600000001 } from './migrations/1765600000001-assessment-schema.js';
import { AnonymisedStudents1765600000002 } from './migrations/1765600000002-anonymised-students.js';

/**
 * assessment's tables: the question bank, the exams and the attempts (its own data), and the enrolments and classes it learns from
 * academic's events (rebuilt by a replay).
 */
export const ASSESSMENT_SCHEMA = classProjectionConsumerSchema(ASSESSMENT_CLASS_PROJECTION, {
  entities: [EnrolmentEntity, QuestionEntity, ExamEntity, AttemptEntity, AttemptQuestionEntity, DemoSeedEntity, AnonymisedStudentEntity],
  migrations: [AssessmentSchema1765600000001, AnonymisedStudents1765600000002],
  projectionTables: ['matricula'],
});

export function assessmentDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({
    service: 'assessment',
    url,
    entities: ASSESSMENT_SCHEMA.entities,
    migrations: ASSESSMENT_SCHEMA.migrations,
  });
}
