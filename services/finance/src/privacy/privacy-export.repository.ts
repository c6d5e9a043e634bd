import { Injectable } from '@nestjs/common';
import type { FinancePrivacySection } from '@treina/contracts';
import { DataSource } from 'typeorm';
import { CommissionEntity } from '../commission/commission.entity.js';

/** finance's section of the data subject's report: the commission rows of the student's enrolments, newest enrolment first. */
@Injectable()
export class PrivacyExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async section(studentId: number): Promise<FinancePrivacySection> {
    const comissoes = await this.dataSource
      .createQueryBuilder()
      .from(CommissionEntity, 'c')
      .select(['c.id_matricula AS id_matricula', 'c.id_turma AS id_turma', 'c.id_treinamento AS id_treinamento'])
      .addSelect(['c.nome_treinamento AS nome_treinamento', `to_char(c.data_inicio, 'YYYY-MM-DD') AS data_inicio`])
      .addSelect([`to_char(c.data_fim, 'YYYY-MM-DD') AS data_fim`, 'c.id_aluno AS id_aluno', 'c.nome_aluno AS nome_aluno'])
      .addSelect(['c.data_hora_inscricao AS data_hora_inscricao', 'c.id_status_inscricao AS id_status_inscricao'])
      .addSelect(['c.status_inscricao AS status_inscricao', 'c.data_hora_pagamento AS data_hora_pagamento'])
      .addSelect(['c.data_hora_cancelamento AS data_hora_cancelamento', 'c.valor_pago::float8 AS valor_pago'])
      .addSelect('c.id_usuario_venda AS id_usuario_venda')
      .where('c.id_aluno = :studentId', { studentId })
      .orderBy('c.data_hora_inscricao', 'DESC')
      .addOrderBy('c.id_matricula', 'DESC')
      .getRawMany<FinancePrivacySection['comissoes'][number]>();
    return { comissoes };
  }
}
