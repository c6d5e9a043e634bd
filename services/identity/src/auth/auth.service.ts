import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@treina/contracts';
import { ApiException, unauthorized } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { UserEntity } from '../user/user.entity.js';
import { UserCommands } from '../user/user.commands.js';
import { UserQueries } from '../user/user.queries.js';
import { IdentitySessionStateReader } from './identity-session-state.reader.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionIssuer } from './session-issuer.js';

/** The same answer for an unknown e-mail and a wrong password: nothing to enumerate. */
export const LOGIN_FAILED = 'E-mail ou senha inválidos.';
export const USER_INACTIVE = 'Usuário desativado. Procure o administrador do sistema.';

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly issuer: SessionIssuer,
    private readonly states: IdentitySessionStateReader,
    private readonly users: UserCommands,
    private readonly userQueries: UserQueries,
  ) {}

  async login(username: string, password: string): Promise<{ user: SessionUser; token: string }> {
    const email = username.trim().toLowerCase();
    const found = await this.dataSource.getRepository(UserEntity).findOne({
      where: { email },
      select: { id_usuario: true, senha_hash: true, status: true },
    });
    const valid = await this.hasher.verify(found?.senha_hash, password);
    if (!found || !valid) throw new ApiException(401, LOGIN_FAILED);
    // Only someone who knows the password learns the account is inactive.
    if (!found.status) throw new ApiException(401, USER_INACTIVE);
    return { user: await this.sessionUser(found.id_usuario), token: await this.issuer.issue(found.id_usuario) };
  }

  async sessionUser(userId: number): Promise<SessionUser> {
    const state = await this.states.read(userId);
    if (!state) throw unauthorized();
    const row = await this.userQueries.row(userId);
    return {
      id_usuario: row.id_usuario,
      nome: row.nome,
      email: row.email,
      id_tipo_usuario: row.id_tipo_usuario,
      nome_tipo_usuario: row.nome_tipo_usuario,
      id_aluno: row.id_aluno ?? null,
      permissions: state.permissions,
    };
  }

  /** Logout ends every session of the user: the token cannot be used again anywhere. */
  logout(userId: number): Promise<void> {
    return this.users.endSessions(userId);
  }
}
