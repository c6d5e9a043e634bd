import { Injectable } from '@nestjs/common';
import { unauthorized } from '@treina/nest-platform';
import { UserRepository } from '../user/user.repository.js';
import { IdentitySessionStateReader } from './identity-session-state.reader.js';
import { SessionSigner } from './session-signer.js';

/** Issues a session token for the user's current state (login, or after changing one's own password). */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly states: IdentitySessionStateReader,
    private readonly signer: SessionSigner,
    private readonly users: UserRepository,
  ) {}

  async issue(userId: number): Promise<string> {
    const state = await this.states.read(userId);
    if (!state || !state.status) throw unauthorized();
    return this.signer.sign({
      id_usuario: state.id_usuario,
      id_tipo_usuario: state.id_tipo_usuario,
      id_aluno: state.id_aluno,
      permissions: state.permissions,
      sessionVersion: state.sessionVersion,
      mustChangePassword: await this.mustChangePassword(userId),
    });
  }

  /** Whether the user must change a password someone else set (the session then may do only that). */
  mustChangePassword(userId: number): Promise<boolean> {
    return this.users.mustChangePassword(userId);
  }
}
