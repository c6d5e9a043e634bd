import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('token_troca_senha')
export class PasswordResetTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'id_usuario', type: 'int' })
  id_usuario: number;

  /** SHA-256 of the token; the token itself exists only in the e-mail. */
  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  token_hash: string;

  @Column({ name: 'expira_em', type: 'timestamptz' })
  expira_em: Date;

  @Column({ name: 'usado_em', type: 'timestamptz', nullable: true })
  usado_em: Date | null;

  @CreateDateColumn({ name: 'criado_em', type: 'timestamptz' })
  criado_em: Date;
}
