import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';

/** The password-reset tokens (stored hashed) in the database, on the caller's transaction. */
@Injectable()
export class PasswordResetTokenRepository {
  async insert(manager: EntityManager, token: Pick<PasswordResetTokenEntity, 'id_usuario' | 'token_hash' | 'expira_em'>): Promise<void> {
    await manager.insert(PasswordResetTokenEntity, token);
  }

  /** The unused token with this hash, locked until the transaction ends. */
  lockUnused(manager: EntityManager, tokenHash: string): Promise<PasswordResetTokenEntity | null> {
    return manager.findOne(PasswordResetTokenEntity, {
      where: { token_hash: tokenHash, usado_em: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Marks every unused token of the user used. */
  async useAllOf(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(PasswordResetTokenEntity, { id_usuario: userId, usado_em: IsNull() }, { usado_em: new Date() });
  }
}
