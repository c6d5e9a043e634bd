import { Inject, Injectable } from '@nestjs/common';
import type { StudentDataExport } from '@treina/contracts';
import { ApiException, JsonLogger, notFound, RequestClient } from '@treina/nest-platform';
import { STUDENT_NOT_FOUND } from '../student/student-list.columns.js';
import { AcademicDb } from '../database/db.js';
import { StudentQueries } from '../student/student.queries.js';
import { PRIVACY_EXPORT_CONFIG, type PrivacyExportConfig } from './privacy-export.config.js';
import { gatherRemoteSections, MSG_EXPORT_UNAVAILABLE, RemoteSectionsMissing } from './privacy-export.gather.js';
import * as privacy from './privacy.repository.js';
import { marksOfStudent } from '../attendance/attendance.repository.js';

/**
 * The data subject's report (LGPD): academic's own section read from its tables, every
 * other service's asked over the bus (privacy-export.gather.ts), one document.
 */
@Injectable()
export class PrivacyExportService {
  private readonly logger = new JsonLogger('academic');

  constructor(
    private readonly db: AcademicDb,
    private readonly students: StudentQueries,
    private readonly requests: RequestClient,
    @Inject(PRIVACY_EXPORT_CONFIG) private readonly config: PrivacyExportConfig,
  ) {}

  async export(studentId: number): Promise<StudentDataExport> {
    if (!(await privacy.studentExists(this.db.pool, studentId))) throw notFound(STUDENT_NOT_FOUND);
    // Both at once; settled together so no read of ours is left running after a failure.
    const [own, marks, others] = await Promise.allSettled([
      this.students.one(this.db.pool, studentId),
      marksOfStudent(this.db.pool, studentId),
      gatherRemoteSections(studentId, this.requests, this.config.timeoutMs),
    ]);
    if (others.status === 'rejected') {
      if (!(others.reason instanceof RemoteSectionsMissing)) throw others.reason;
      const { missing } = others.reason;
      this.logger.emit('warn', 'privacy export: a service did not give its section', {
        id_aluno: studentId,
        missing: missing.map(({ section, reason }) => ({ section, reason })),
      });
      throw new ApiException(
        503,
        MSG_EXPORT_UNAVAILABLE,
        missing.map(({ section, answer }) => ({ field: section, message: `O serviço ${section} ${answer}.` })),
      );
    }
    if (own.status === 'rejected') throw own.reason;
    if (marks.status === 'rejected') throw marks.reason;
    return {
      gerado_em: new Date().toISOString(),
      id_aluno: studentId,
      academic: { aluno: own.value, presencas: marks.value },
      ...others.value,
    };
  }
}
