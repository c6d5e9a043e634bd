import type { AuditAction, AuditFieldChange } from '@treina/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Who changed what, written by the owning service in the transaction of the change
 * (OutboxTransaction.audit). No API updates or deletes these rows.
 */
@Entity('audit_entry')
@Index('audit_entry_entidade_idx', ['entidade', 'id_entidade', 'id'])
@Check(
  'audit_entry_acao_check',
  `acao IN ('create', 'update', 'delete', 'login', 'login_failed', 'logout', 'password_reset_requested', 'password_reset')`,
)
export class AuditEntryEntity {
  /** Insertion order: the history lists newest first by it. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'audit_entry_pkey' })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  em: Date;

  /** The user who made the change; null for the system (seed, migrations). */
  @Column({ name: 'id_usuario', type: 'int', nullable: true })
  id_usuario: number | null;

  /** The user's name at the time, so the history reads the same after a rename. */
  @Column({ name: 'nome_usuario', type: 'varchar', length: 200, nullable: true })
  nome_usuario: string | null;

  /** The API resource (`classes`, `students`, ...), as in `GET /api/<resource>/{id}/history`. */
  @Column({ type: 'varchar', length: 40 })
  entidade: string;

  @Column({ name: 'id_entidade', type: 'int' })
  id_entidade: number;

  @Column({ type: 'varchar', length: 30 })
  acao: AuditAction;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  alteracoes: AuditFieldChange[];
}
