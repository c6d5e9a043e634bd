import { Injectable } from '@nestjs/common';
import { type StaffMemberRow, type UserSnapshotV1, UserType } from '@treina/contracts';
import { DataSource, type EntityManager, In, Not } from 'typeorm';
import { PreparedQuery, queryRows } from '../database/typed-query.js';
import type { SessionStateReader, SessionUserState } from '../auth/session-state.js';
import { DirectoryUserEntity } from './directory-user.entity.js';

const SESSION_USER = new PreparedQuery<
  Pick<
    DirectoryUserEntity,
    'id_usuario' | 'nome' | 'email' | 'status' | 'id_tipo_usuario' | 'id_aluno' | 'permissions' | 'session_version'
  >,
  { userId: number }
>((manager) =>
  manager
    .createQueryBuilder(DirectoryUserEntity, 'u')
    .select(['u.id_usuario AS id_usuario', 'u.nome AS nome', 'u.email AS email', 'u.status AS status'])
    .addSelect(['u.id_tipo_usuario AS id_tipo_usuario', 'u.id_aluno AS id_aluno', 'u.permissions AS permissions'])
    .addSelect('u.session_version AS session_version')
    .where('u.id_usuario = :userId'),
);

/** Reads and keeps the users projection. */
@Injectable()
export class UserDirectory implements SessionStateReader {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Applies one snapshot from identity. Returns false when the projection already
   * holds this revision or a newer one (a redelivered or late event changes nothing).
   */
  async apply(manager: EntityManager, snapshot: UserSnapshotV1): Promise<boolean> {
    const applied = await queryRows<{ id_usuario: number }>(
      manager,
      `INSERT INTO usuario_projecao AS p
         (id_usuario, nome, email, status, id_tipo_usuario, nome_tipo_usuario, id_aluno, permissions, session_version, revision)
       VALUES (:id_usuario, :nome, :email, :status, :id_tipo_usuario, :nome_tipo_usuario, :id_aluno, :permissions, :session_version, :revision)
       ON CONFLICT (id_usuario) DO UPDATE SET
         nome = EXCLUDED.nome, email = EXCLUDED.email, status = EXCLUDED.status,
         id_tipo_usuario = EXCLUDED.id_tipo_usuario, nome_tipo_usuario = EXCLUDED.nome_tipo_usuario,
         id_aluno = EXCLUDED.id_aluno, permissions = EXCLUDED.permissions,
         session_version = EXCLUDED.session_version, revision = EXCLUDED.revision
       WHERE p.revision < EXCLUDED.revision
       RETURNING id_usuario`,
      {
        id_usuario: snapshot.id_usuario,
        nome: snapshot.nome,
        email: snapshot.email,
        status: snapshot.status,
        id_tipo_usuario: snapshot.id_tipo_usuario,
        nome_tipo_usuario: snapshot.nome_tipo_usuario,
        id_aluno: snapshot.id_aluno,
        // A text[] column: bound as one array value, not spread like an IN list.
        permissions: snapshot.permissions,
        session_version: snapshot.sessionVersion,
        revision: snapshot.revision,
      },
    );
    return applied.length > 0;
  }

  /** The session's user, read on every authenticated request (a prepared statement, not a find). */
  async read(userId: number): Promise<SessionUserState | null> {
    const [user] = await SESSION_USER.run(this.dataSource.manager, { userId });
    if (!user) return null;
    return {
      id_usuario: user.id_usuario,
      nome: user.nome,
      email: user.email,
      status: user.status,
      id_tipo_usuario: user.id_tipo_usuario,
      id_aluno: user.id_aluno,
      permissions: user.permissions,
      sessionVersion: user.session_version,
    };
  }

  find(ids: number[]): Promise<DirectoryUserEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.dataSource.getRepository(DirectoryUserEntity).find({ where: { id_usuario: In([...new Set(ids)]) } });
  }

  /** Active staff (every user type but students), by name: the pickers' list (id, name, type only). */
  async staff(): Promise<StaffMemberRow[]> {
    const users = await this.dataSource.getRepository(DirectoryUserEntity).find({
      select: { id_usuario: true, nome: true, id_tipo_usuario: true },
      where: { status: true, id_tipo_usuario: Not(UserType.ALUNO) },
      order: { nome: 'ASC', id_usuario: 'ASC' },
    });
    return users.map(({ id_usuario, nome, id_tipo_usuario }) => ({ id_usuario, nome, id_tipo_usuario }));
  }

  /** Active users, e.g. for the Instrutor and Usuário selects. */
  active(): Promise<DirectoryUserEntity[]> {
    return this.dataSource.getRepository(DirectoryUserEntity).find({ where: { status: true }, order: { nome: 'ASC' } });
  }
}
