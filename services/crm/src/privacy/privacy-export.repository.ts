import { Injectable } from '@nestjs/common';
import type { CrmPrivacySection } from '@treina/contracts';
import { DataSource } from 'typeorm';
import { ActivityRowQuery, type ActivityRowWithoutSubtasks } from '../activity/activity-row.query.js';
import { StudentEntity } from '../student-directory/student.entity.js';

/** crm's section of the data subject's report: its copy of the student and the activities that concern them, newest first. */
@Injectable()
export class PrivacyExportRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivityRowQuery,
  ) {}

  async section(studentId: number): Promise<CrmPrivacySection> {
    const { manager } = this.dataSource;
    const student = await manager.findOne(StudentEntity, { where: { id_aluno: studentId } });
    const rows = await this.activities
      .select(manager)
      .where('a.id_aluno = :studentId', { studentId })
      .orderBy('a.data', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .getRawMany<ActivityRowWithoutSubtasks>();
    return {
      aluno: student
        ? {
            id_aluno: student.id_aluno,
            nome_aluno: student.nome_aluno,
            email: student.email,
            telefone: student.telefone,
            excluido: student.deleted,
          }
        : null,
      atividades: await this.activities.withSubtasks(manager, rows),
    };
  }
}
