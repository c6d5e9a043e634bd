import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../user/user.entity.js';

@Entity('token_troca_senha')
@Unique('token_troca_senha_token_hash_key', ['token_hash'])
@Index('token_troca_senha_usuario_idx', ['id_usuario'])
export class PasswordResetTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'id_usuario', type: 'int' })
  @ForeignKey(() => UserEntity, { name: 'token_troca_senha_id_usuario_fkey', onDelete: 'CASCADE' })
  id_usuario: number;

  /** SHA-256 of the token; the token itself exists only in the e-mail. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  token_hash: string;

  @Column({ name: 'expira_em', type: 'timestamptz' })
  expira_em: Date;

  @Column({ name: 'usado_em', type: 'timestamptz', nullable: true })
  usado_em: Date | null;

  @CreateDateColumn({ name: 'criado_em', type: 'timestamptz' })
  criado_em: Date;
}
