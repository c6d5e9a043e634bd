import { Injectable } from '@nestjs/common';
import type { AssessmentPrivacySection } from '@treina/contracts';
import { queryRows } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { TRAINING_NAME_SQL } from '../question/question.repository.js';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ATTEMPTS_SQL = `SELECT t.id AS id_tentativa, t.id_simulado, s.titulo AS titulo_simulado, t.id_treinamento,
       ${TRAINING_NAME_SQL('t')} AS nome_treinamento, t.id_turma, t.status,
       ${ISO('t.iniciada_em')} AS iniciada_em, ${ISO('t.finalizada_em')} AS finalizada_em, t.nota::float8 AS nota, t.aprovado
  FROM tentativa t
  JOIN simulado s ON s.id = t.id_simulado
  LEFT JOIN treinamento_projecao tp ON tp.id_treinamento = t.id_treinamento
 WHERE t.id_aluno = :studentId
 ORDER BY t.iniciada_em, t.id`;

/** assessment's section of the data subject's report: the student's practice-exam attempts. */
@Injectable()
export class PrivacyExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async section(studentId: number): Promise<AssessmentPrivacySection> {
    const tentativas = await queryRows<AssessmentPrivacySection['tentativas'][number]>(this.dataSource.manager, ATTEMPTS_SQL, {
      studentId,
    });
    return { tentativas };
  }
}
