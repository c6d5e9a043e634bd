import { Injectable } from '@nestjs/common';
import { unauthorized } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { UserEntity } from '../user/user.entity.js';
import { IdentitySessionStateReader } from './identity-session-state.reader.js';
import { SessionSigner } from './session-signer.js';

/** Issues a session token for the user's current state (login, or after changing one's own password). */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly states: IdentitySessionStateReader,
    private readonly signer: SessionSigner,
    private readonly dataSource: DataSource,
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
  async mustChangePassword(userId: number): Promise<boolean> {
    const user = await this.dataSource
      .getRepository(UserEntity)
      .findOne({ where: { id_usuario: userId }, select: { id_usuario: true, deve_trocar_senha: true } });
    return user?.deve_trocar_senha ?? false;
  }
}
