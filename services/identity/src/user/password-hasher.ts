import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** OWASP's argon2id settings: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap for an attacker's input. */
export const PASSWORD_MAX_LENGTH = 128;

@Injectable()
export class PasswordHasher {
  /** Verifying against this when the e-mail is unknown keeps both failures equally slow. */
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('treina-dummy-password');
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
