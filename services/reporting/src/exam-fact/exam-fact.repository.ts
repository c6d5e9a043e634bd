import { Injectable } from '@nestjs/common';
import type { AttemptCompletedV1 } from '@treina/contracts';
import { queryRows } from '@treina/nest-platform';
import type { Transaction } from '../transaction.js';

// An attempt completes once: a second event of the same attempt (another message id) changes nothing.
const STORE_ATTEMPT_SQL = `INSERT INTO tentativa_fato
    (id_tentativa, id_simulado, id_treinamento, nome_treinamento, id_aluno, id_turma, nota, acertos, total, aprovado, finalizada_em)
  VALUES (:id_tentativa, :id_simulado, :id_treinamento, :nome_treinamento, :id_aluno, :id_turma, :nota, :acertos, :total, :aprovado,
    :finalizada_em::timestamptz)
  ON CONFLICT (id_tentativa) DO NOTHING`;

/** The practice-exam attempt facts (tentativa_fato). */
@Injectable()
export class AttemptFactRepository {
  async store(tx: Transaction, event: AttemptCompletedV1): Promise<void> {
    const {
      id_tentativa,
      id_simulado,
      id_treinamento,
      nome_treinamento,
      id_aluno,
      id_turma,
      nota,
      acertos,
      total,
      aprovado,
      finalizada_em,
    } = event;
    await queryRows(tx, STORE_ATTEMPT_SQL, {
      id_tentativa,
      id_simulado,
      id_treinamento,
      nome_treinamento,
      id_aluno,
      id_turma,
      nota,
      acertos,
      total,
      aprovado,
      finalizada_em,
    });
  }
}
