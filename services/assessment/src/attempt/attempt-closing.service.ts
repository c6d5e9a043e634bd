import { Injectable } from '@nestjs/common';
import { OutboxService, type OutboxTransaction } from '@treina/nest-platform';
import { AttemptRepository, FINISHED, type StoredAttempt } from './attempt.repository.js';
import { grade, timeIsUp } from './attempt.rules.js';

/**
 * Ends attempts: graded once, with what was saved, and announced (assessment.attempt.completed.v1) in the same transaction. An attempt
 * whose time ran out is closed by whatever touches it next (a read, an answer, a submit, a list): no background job is needed.
 */
@Injectable()
export class AttemptClosing {
  constructor(
    private readonly attempts: AttemptRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** Ends the attempt (row-locked) if it is still running; answers it as it stands after. `byTime`: its time ran out. */
  async close(tx: OutboxTransaction, id: number, byTime: boolean, now: Date): Promise<StoredAttempt | undefined> {
    const attempt = await this.attempts.attempt(tx.manager, id, true);
    if (!attempt || attempt.status === FINISHED) return attempt;
    const questions = await this.attempts.questions(tx.manager, id);
    const result = grade(questions, attempt.percentual_aprovacao);
    // Closed by the time, it ends when the time ran out, not when someone noticed.
    const endedAt = byTime ? new Date(Math.min(now.getTime(), new Date(attempt.termina_em).getTime())) : now;
    await this.attempts.finish(tx.manager, id, result, endedAt, byTime);
    tx.publish('assessment.attempt.completed.v1', {
      id_tentativa: id,
      id_simulado: attempt.id_simulado,
      titulo: attempt.titulo,
      id_treinamento: attempt.id_treinamento,
      nome_treinamento: attempt.nome_treinamento || `Treinamento ${attempt.id_treinamento}`,
      id_aluno: attempt.id_aluno,
      id_turma: attempt.id_turma,
      nota: result.nota,
      acertos: result.acertos,
      total: result.total,
      aprovado: result.aprovado,
      finalizada_em: endedAt.toISOString(),
    });
    return this.attempts.attempt(tx.manager, id);
  }

  /** Closes the attempt in its own transaction when its time is over; answers whether it did. */
  async closeIfTimeIsUp(attempt: Pick<StoredAttempt, 'id' | 'status' | 'termina_em'>, now: Date): Promise<boolean> {
    if (attempt.status === FINISHED || !timeIsUp(attempt, now)) return false;
    await this.outbox.transaction((tx) => this.close(tx, attempt.id, true, now));
    return true;
  }

  /** Closes every running attempt whose time is over, of one student or all. */
  async closeExpired(now: Date, id_aluno?: number): Promise<void> {
    for (const id of await this.attempts.expired(now, id_aluno)) {
      await this.outbox.transaction((tx) => this.close(tx, id, true, now));
    }
  }
}
