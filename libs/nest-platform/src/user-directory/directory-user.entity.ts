import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A service's own copy of identity's users, kept from `identity.user.*` events:
 * names for lists (Responsável, Instrutor) and the session state the auth guard checks.
 */
@Entity('usuario_projecao')
@Index('usuario_projecao_tipo_idx', ['id_tipo_usuario'])
export class DirectoryUserEntity {
  @PrimaryColumn({ name: 'id_usuario', type: 'int' })
  id_usuario: number;

  @Column({ type: 'varchar', length: 200 })
  nome: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'boolean' })
  status: boolean;

  @Column({ name: 'id_tipo_usuario', type: 'int' })
  id_tipo_usuario: number;

  @Column({ name: 'nome_tipo_usuario', type: 'varchar', length: 100 })
  nome_tipo_usuario: string;

  @Column({ name: 'id_aluno', type: 'int', nullable: true })
  id_aluno: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  permissions: string[];

  @Column({ name: 'session_version', type: 'int' })
  session_version: number;

  /** Identity's revision of the user; an older snapshot never overwrites a newer one. */
  @Column({ type: 'int' })
  revision: number;
}
