import { Injectable } from '@nestjs/common';
import type { ReportingPrivacySection } from '@treina/contracts';
import { queryRows } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { EnrolmentFactEntity } from '../enrolment-fact/enrolment-fact.entity.js';
import { StudentFactEntity } from '../student-fact/student-fact.entity.js';

const MARKS_SQL = `SELECT a.id_aula, a.id_turma, a.id_treinamento, to_char(a.data, 'YYYY-MM-DD') AS data, p.presenca
  FROM presenca_fato p JOIN aula_fato a ON a.id_aula = p.id_aula
 WHERE p.id_aluno = :studentId
 ORDER BY a.data, a.id_aula`;

const ATTEMPTS_SQL = `SELECT id_tentativa, id_simulado, id_treinamento, nome_treinamento, nota::float8 AS nota, aprovado,
       to_char(finalizada_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finalizada_em
  FROM tentativa_fato
 WHERE id_aluno = :studentId
 ORDER BY finalizada_em, id_tentativa`;

/** reporting's section of the data subject's report: the facts the dashboard keeps of the student, their enrolments, attendance and exam attempts. */
@Injectable()
export class PrivacyExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async section(studentId: number): Promise<ReportingPrivacySection> {
    const { manager } = this.dataSource;
    const student = await manager.findOne(StudentFactEntity, { where: { id_aluno: studentId } });
    const matriculas = await manager
      .createQueryBuilder()
      .from(EnrolmentFactEntity, 'f')
      .select(['f.id_matricula AS id_matricula', 'f.id_turma AS id_turma', 'f.id_treinamento AS id_treinamento'])
      .addSelect(['f.nome_treinamento AS nome_treinamento', 'f.id_status_inscricao AS id_status_inscricao'])
      .addSelect(['f.nome_status_inscricao AS nome_status_inscricao', 'f.valor_pago::float8 AS valor_pago'])
      .addSelect(['f.data_hora_inclusao AS data_hora_inclusao', 'f.data_hora_pagamento AS data_hora_pagamento'])
      .addSelect(['f.data_hora_cancelamento AS data_hora_cancelamento', 'f.id_turma_origem AS id_turma_origem'])
      .where('f.id_aluno = :studentId', { studentId })
      .orderBy('f.data_hora_inclusao', 'DESC')
      .addOrderBy('f.id_matricula', 'DESC')
      .getRawMany<ReportingPrivacySection['matriculas'][number]>();
    const presencas = await queryRows<ReportingPrivacySection['presencas'][number]>(manager, MARKS_SQL, { studentId });
    const simulados = await queryRows<ReportingPrivacySection['simulados'][number]>(manager, ATTEMPTS_SQL, { studentId });
    return {
      aluno: student
        ? {
            id_aluno: student.id_aluno,
            nome_aluno: student.nome_aluno,
            data_criacao: student.data_criacao?.toISOString() ?? null,
            is_student: student.is_student,
            foi_interessado: student.foi_interessado,
            excluido: student.excluido,
          }
        : null,
      matriculas,
      presencas,
      simulados,
    };
  }
}
