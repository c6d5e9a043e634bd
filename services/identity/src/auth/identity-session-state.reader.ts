import { Injectable } from '@nestjs/common';
import type { SessionStateReader, SessionUserState } from '@treina/nest-platform';
import { UserRepository } from '../user/user.repository.js';

/** Identity checks sessions against its own tables: the source of truth. */
@Injectable()
export class IdentitySessionStateReader implements SessionStateReader {
  constructor(private readonly users: UserRepository) {}

  read(userId: number): Promise<SessionUserState | null> {
    return this.users.sessionState(userId);
  }
}
