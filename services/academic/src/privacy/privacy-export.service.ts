import { Inject, Injectable } from '@nestjs/common';
import type { StudentDataExport } from '@treina/contracts';
import { ApiException, JsonLogger, notFound } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { STUDENT_NOT_FOUND } from '../student/student-list.columns.js';
import { StudentEntity } from '../student/student.entity.js';
import { StudentQueries } from '../student/student.queries.js';
import { PRIVACY_EXPORT_CONFIG, type PrivacyExportConfig } from './privacy-export.config.js';
import { type ForwardedCredentials, gatherRemoteSections, MSG_EXPORT_UNAVAILABLE, RemoteSectionFailure } from './privacy-export.gather.js';

/**
 * The data subject's report (LGPD): academic's own section read from its tables, every
 * other service's through that service's API (privacy-export.gather.ts), one document.
 */
@Injectable()
export class PrivacyExportService {
  private readonly logger = new JsonLogger('academic');

  constructor(
    private readonly dataSource: DataSource,
    private readonly students: StudentQueries,
    @Inject(PRIVACY_EXPORT_CONFIG) private readonly config: PrivacyExportConfig,
  ) {}

  async export(studentId: number, credentials: ForwardedCredentials): Promise<StudentDataExport> {
    if (!(await this.dataSource.manager.existsBy(StudentEntity, { id: studentId }))) throw notFound(STUDENT_NOT_FOUND);
    // Both at once; settled together so no read of ours is left running after a failure.
    const [own, others] = await Promise.allSettled([
      this.students.one(this.dataSource.manager, studentId),
      gatherRemoteSections(studentId, credentials, this.config),
    ]);
    if (others.status === 'rejected') {
      if (!(others.reason instanceof RemoteSectionFailure)) throw others.reason;
      const { section, reason } = others.reason;
      this.logger.emit('warn', 'privacy export: a service did not give its section', { id_aluno: studentId, section, reason });
      throw new ApiException(503, MSG_EXPORT_UNAVAILABLE);
    }
    if (own.status === 'rejected') throw own.reason;
    const [aluno, remote] = [own.value, others.value];
    return { gerado_em: new Date().toISOString(), id_aluno: studentId, academic: { aluno }, ...remote };
  }
}
