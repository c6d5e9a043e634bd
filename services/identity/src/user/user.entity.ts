import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserTypeEntity } from '../permission/user-type.entity.js';

@Entity('usuario')
@Check('usuario_email_lower', 'email = lower(email)')
@Index('usuario_email_key', ['email'], { unique: true })
@Index('usuario_id_aluno_key', ['id_aluno'], { unique: true, where: 'id_aluno IS NOT NULL' })
// The users list's default order (type descending, then id): an index TypeORM cannot declare.
@Index('usuario_tipo_idx', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn({ name: 'id_usuario' })
  id_usuario: number;

  @Column({ type: 'varchar', length: 200 })
  nome: string;

  /** Stored in lower case; unique. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id hash; never leaves this service. */
  @Column({ name: 'senha_hash', type: 'text', select: false })
  senha_hash: string;

  @Column({ type: 'boolean', default: true })
  status: boolean;

  @Column({ name: 'id_tipo_usuario', type: 'int' })
  @ForeignKey(() => UserTypeEntity, { name: 'usuario_id_tipo_usuario_fkey' })
  id_tipo_usuario: number;

  /** Set for student users (type 6): the academic student they are. */
  @Column({ name: 'id_aluno', type: 'int', nullable: true })
  id_aluno: number | null;

  /**
   * The password was set by someone else (an administrator, a new student's default): until
   * the user sets their own, their sessions may do nothing else (the `pwc` session claim).
   */
  @Column({ name: 'deve_trocar_senha', type: 'boolean', default: false })
  deve_trocar_senha: boolean;

  /** Raised to end every open session of the user (logout, deactivation, new password). */
  @Column({ name: 'session_version', type: 'int', default: 1 })
  session_version: number;

  /** Raised on every change; consumers of user events ignore older snapshots. */
  @Column({ type: 'int', default: 1 })
  revision: number;

  @CreateDateColumn({ name: 'criado_em', type: 'timestamptz' })
  criado_em: Date;

  @UpdateDateColumn({ name: 'atualizado_em', type: 'timestamptz' })
  atualizado_em: Date;
}
