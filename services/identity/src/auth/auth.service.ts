import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@treina/contracts';
import { type AuditActor, ApiException, OutboxService, unauthorized } from '@treina/nest-platform';
import { isActiveUser } from '../access.js';
import { UserCommands } from '../user/user.commands.js';
import { UserQueries } from '../user/user.queries.js';
import { UserRepository } from '../user/user.repository.js';
import { IdentitySessionStateReader } from './identity-session-state.reader.js';
import { PasswordHasher } from '../user/password-hasher.js';
import { SessionIssuer } from './session-issuer.js';

/** The same answer for an unknown e-mail and a wrong password: nothing to enumerate. */
const LOGIN_FAILED = 'E-mail ou senha inválidos.';
export const USER_INACTIVE = 'Usuário desativado. Procure o administrador do sistema.';

@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly issuer: SessionIssuer,
    private readonly states: IdentitySessionStateReader,
    private readonly users: UserCommands,
    private readonly userQueries: UserQueries,
    private readonly outbox: OutboxService,
  ) {}

  /** `clientAddress`: the caller's address, recorded in the account's history with every attempt on it. */
  async login(username: string, password: string, clientAddress: string | null): Promise<{ user: SessionUser; token: string }> {
    const email = username.trim().toLowerCase();
    const found = await this.accounts.credentials(email);
    const valid = await this.hasher.verify(found?.senha_hash, password);
    if (!found) throw new ApiException(401, LOGIN_FAILED);
    const attempt = (acao: 'login' | 'login_failed') =>
      this.outbox.transaction(async (tx) =>
        tx.audit({
          actor: { id_usuario: found.id_usuario, nome: found.nome },
          entidade: 'user',
          id_entidade: found.id_usuario,
          acao,
          alteracoes: [{ campo: 'endereco_ip', de: null, para: clientAddress }],
        }),
      );
    if (!valid || !isActiveUser(found)) {
      await attempt('login_failed');
      // Only someone who knows the password learns the account is inactive.
      throw new ApiException(401, valid ? USER_INACTIVE : LOGIN_FAILED);
    }
    await attempt('login');
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
      deve_trocar_senha: await this.issuer.mustChangePassword(userId),
    };
  }

  /** Logout ends every session of the user: the token cannot be used again anywhere. */
  logout(user: AuditActor): Promise<void> {
    return this.users.endSessions(user);
  }
}
