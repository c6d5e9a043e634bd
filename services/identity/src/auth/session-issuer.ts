import { Injectable } from '@nestjs/common';
import { unauthorized } from '@treina/nest-platform';
import { IdentitySessionStateReader } from './identity-session-state.reader.js';
import { SessionSigner } from './session-signer.js';

/** Issues a session token for the user's current state (login, or after changing one's own password). */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly states: IdentitySessionStateReader,
    private readonly signer: SessionSigner,
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
    });
  }
}
