import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type AuditActor, badRequest, conflict, JsonLogger, notFound, OutboxService } from '@treina/nest-platform';
import { isActiveUser, resetTokenUsable } from '../access.js';
import { PasswordHasher } from '../user/password-hasher.js';
import { type IdentityConfig, identityConfig } from '../config/identity.config.js';
import type { UserEntity } from '../user/user.entity.js';
import { UserCommands } from '../user/user.commands.js';
import { UserRepository } from '../user/user.repository.js';
import { Mailer } from './mailer.js';
import { PasswordResetTokenRepository } from './password-reset-token.repository.js';

export const RESET_REQUESTED = 'Se o e-mail estiver cadastrado, você receberá um link para trocar a senha.';
const RESET_INVALID = 'O link de troca de senha é inválido ou expirou. Solicite uma nova troca de senha.';
export const PASSWORD_CHANGED = 'Senha alterada com sucesso.';
const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_SENT = 'Link de redefinição enviado para o e-mail do usuário.';
const RESET_USER_NOT_FOUND = 'Usuário não encontrado.';
const RESET_USER_INACTIVE = 'Usuário desativado: ative-o antes de enviar o link de redefinição.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The reset token is `<base64url(e-mail)>.<32 random bytes>`: the page can show the
 * e-mail, while only the random part, stored hashed, proves anything.
 */
function buildResetToken(email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
}

@Injectable()
export class PasswordResetService {
  private readonly logger = new JsonLogger('identity');

  constructor(
    private readonly accounts: UserRepository,
    private readonly tokens: PasswordResetTokenRepository,
    private readonly mailer: Mailer,
    private readonly hasher: PasswordHasher,
    private readonly users: UserCommands,
    private readonly outbox: OutboxService,
    @Inject(identityConfig.KEY) private readonly config: IdentityConfig,
  ) {}

  /** Answers the same whether or not the e-mail exists; the mail goes out in the background. */
  async request(email: string): Promise<void> {
    const user = await this.accounts.activeByEmail(email);
    if (!user) return;
    await this.sendLink(user, null);
  }

  /** 'Enviar link de redefinição' (Usuários): the same e-mail and link as 'Esqueci minha senha', asked by `actor`. */
  async requestFor(userId: number, actor: AuditActor): Promise<void> {
    const user = await this.accounts.byId(userId);
    if (!user) throw notFound(RESET_USER_NOT_FOUND);
    if (!isActiveUser(user)) throw conflict(RESET_USER_INACTIVE);
    await this.sendLink(user, actor);
  }

  /** Stores a one-hour single-use token and mails its link; `actor` null when anyone asked (the public form). */
  private async sendLink(user: UserEntity, actor: AuditActor | null): Promise<void> {
    const email = user.email;
    const token = buildResetToken(email);
    await this.outbox.transaction(async (tx) => {
      await this.tokens.insert(tx.manager, {
        id_usuario: user.id_usuario,
        token_hash: sha256(token),
        expira_em: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
      });
      // The request is in the account's history; from the public form the actor is unknown (anyone may ask), so none is named.
      tx.audit({ actor, entidade: 'user', id_entidade: user.id_usuario, acao: 'password_reset_requested', alteracoes: [] });
    });
    const link = `${this.config.publicUrl}/change_password?token=${encodeURIComponent(token)}`;
    void this.mailer
      .send({
        to: email,
        subject: 'Treina: troca de senha',
        text: `Olá, ${user.nome}.\n\nPara criar uma nova senha, abra o link abaixo (válido por 1 hora, uma única vez):\n\n${link}\n\nSe você não pediu a troca, ignore este e-mail.\n`,
        html: `<p>Olá, ${escapeHtml(user.nome)}.</p><p>Para criar uma nova senha, abra o link abaixo (válido por 1 hora, uma única vez):</p><p><a href="${link}">${link}</a></p><p>Se você não pediu a troca, ignore este e-mail.</p>`,
      })
      .catch((error: Error) => this.logger.emit('error', 'password reset mail failed', { error: error.message }));
  }

  async change(email: string, password: string, token: string): Promise<void> {
    const hash = sha256(token);
    const newHash = await this.hasher.hash(password);
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      const row = await this.tokens.lockUnused(manager, hash);
      if (!row || !resetTokenUsable(row, new Date())) throw badRequest(RESET_INVALID);
      const user = await this.accounts.byId(row.id_usuario, manager);
      if (!user || !isActiveUser(user) || user.email !== email) throw badRequest(RESET_INVALID);
      // Single use: this token and every other pending one of the user stop working.
      await this.tokens.useAllOf(manager, user.id_usuario);
      await this.users.endSessionsIn(tx, user.id_usuario, newHash);
      const actor = { id_usuario: user.id_usuario, nome: user.nome };
      tx.audit({ actor, entidade: 'user', id_entidade: user.id_usuario, acao: 'password_reset', alteracoes: [] });
    });
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
