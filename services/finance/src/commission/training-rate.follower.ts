import { Injectable } from '@nestjs/common';
import type { ClassSnapshotV1, TrainingSnapshotV1 } from '@treina/contracts';
import type { ClassProjectionFollower } from '@treina/nest-platform';
import type { Transaction } from '../transaction.js';
import { CommissionLedgerRepository } from './commission-ledger.repository.js';
import { CommissionLedger } from './commission-ledger.service.js';

/**
 * What finance keeps of class and training snapshots beyond the class projection: each training's default
 * commission rate. A new rate, or a class moved to another training, recomputes the commissions it touches.
 */
@Injectable()
export class TrainingRateFollower implements ClassProjectionFollower {
  constructor(
    private readonly rates: CommissionLedgerRepository,
    private readonly ledger: CommissionLedger,
  ) {}

  async classChanged(manager: Transaction, snapshot: ClassSnapshotV1): Promise<void> {
    await this.ledger.recomputeBehind(manager, { id_turma: snapshot.id_turma });
  }

  async trainingChanged(manager: Transaction, snapshot: TrainingSnapshotV1): Promise<void> {
    const changed = await this.rates.saveTrainingRate(
      manager,
      snapshot.id_treinamento,
      snapshot.percentual_comissao ?? null,
      snapshot.revision,
    );
    if (changed) await this.ledger.recomputeBehind(manager, { id_treinamento: snapshot.id_treinamento });
  }
}
