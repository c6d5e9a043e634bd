import type { MarketingConsentChannel } from '@treina/contracts';
import { foldSql } from '@treina/nest-platform';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { StudentChannelEntity, StudentStatusEntity } from './reference.entities.js';

/** The phone and the CPF as bare digits, in the stored search text (migration 1765200000001 writes the same). */
const STUDENT_SEARCH_DIGITS = `regexp_replace(coalesce(telefone, ''), '[^0-9]', '', 'g') || '|' || regexp_replace(coalesce(cpf, ''), '[^0-9]', '', 'g')`;

/** A student or an interested lead (Alunos, Interessados; `is_student` tells which). */
@Entity('aluno')
@Check('aluno_email_lower', 'email = lower(email)')
@Check('aluno_login_email', 'NOT possui_login OR email IS NOT NULL')
@Check('aluno_obs_tamanho', 'length(obs_estudante) <= 10000')
@Check('aluno_consentimento_como_check', `consentimento_marketing_como IN ('Formulário', 'E-mail', 'Telefone', 'Presencial', 'Outro')`)
@Index('aluno_email_key', ['email'], { unique: true, where: 'email IS NOT NULL' })
// The lists' default orders (newest first, NULLS LAST; Alunos and Interessados each its own partial
// index) and the search (trigrams): indexes TypeORM cannot declare (migrations 1763800000002 and
// 1764900000001), and the training ids' GIN indexes (1763800000006).
@Index('aluno_alunos_idx', { synchronize: false })
@Index('aluno_interessados_idx', { synchronize: false })
@Index('aluno_criacao_idx', { synchronize: false })
@Index('aluno_busca_trgm_idx', { synchronize: false })
@Index('aluno_treinamentos_interesse_idx', { synchronize: false })
@Index('aluno_treinamentos_realizados_idx', { synchronize: false })
export class StudentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'nome_aluno', type: 'varchar', length: 200 })
  nome_aluno: string;

  /** Lower case; unique when present (the student's log-in). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  telefone: string | null;

  @Column({ type: 'varchar', length: 14, nullable: true })
  cpf: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  rg: string | null;

  /** 'YYYY-MM-DD' */
  @Column({ name: 'data_nasc', type: 'date', nullable: true })
  data_nasc: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  endereco: string | null;

  @Column({ name: 'id_status_aluno', type: 'int', nullable: true })
  @ForeignKey(() => StudentStatusEntity, { name: 'aluno_id_status_aluno_fkey' })
  id_status_aluno: number | null;

  @Column({ name: 'id_canal_aluno', type: 'int', nullable: true })
  @ForeignKey(() => StudentChannelEntity, { name: 'aluno_id_canal_aluno_fkey' })
  id_canal_aluno: number | null;

  @Column({ name: 'data_criacao', type: 'timestamptz', default: () => 'now()' })
  data_criacao: Date;

  @Column({ name: 'obs_estudante', type: 'text', nullable: true })
  obs_estudante: string | null;

  /** Whether the student logs in (identity keeps the account, from academic's events). */
  @Column({ name: 'possui_login', type: 'boolean', default: false })
  possui_login: boolean;

  /** Marketing-contact consent (LGPD): the answer, when it last changed (set by the server), how it was given. */
  @Column({ name: 'consentimento_marketing', type: 'boolean', default: false })
  consentimento_marketing: boolean;

  @Column({ name: 'consentimento_marketing_em', type: 'timestamptz', nullable: true })
  consentimento_marketing_em: Date | null;

  @Column({ name: 'consentimento_marketing_como', type: 'varchar', length: 20, nullable: true })
  consentimento_marketing_como: MarketingConsentChannel | null;

  @Column({ name: 'is_student', type: 'boolean', default: false })
  is_student: boolean;

  /** Set once, when the student's identifying data was erased on request (privacy-anonymise); never unset. */
  @Column({ name: 'anonimizado_em', type: 'timestamptz', nullable: true })
  anonimizado_em: Date | null;

  /** Raised by every change: the consumers' projections keep only the newest. */
  @Column({ type: 'int', default: 1 })
  revision: number;

  /**
   * Name, e-mail, phone and CPF folded as the list's search folds, then the phone and the CPF as
   * bare digits (a CPF typed without its dots finds the student). Kept by PostgreSQL, never written here.
   */
  @Column({
    name: 'busca',
    type: 'text',
    nullable: true,
    generatedType: 'STORED',
    asExpression: `${foldSql(`(nome_aluno || '|' || coalesce(email, '') || '|' || coalesce(telefone, '') || '|' || coalesce(cpf, ''))`)} || '|' || ${STUDENT_SEARCH_DIGITS}`,
    insert: false,
    update: false,
    select: false,
  })
  busca: string | null;

  /** Ids of the trainings of interest (aluno_interesse), for the search: kept by the student's saves and a training's deletion. */
  @Column({ name: 'ids_treinamentos_interesse', type: 'int', array: true, default: () => "'{}'" })
  ids_treinamentos_interesse: number[];

  /** Ids of the trainings taken (Treinamentos Realizados), for the search: kept by class saves (student.repository.ts). */
  @Column({ name: 'ids_treinamentos_realizados', type: 'int', array: true, default: () => "'{}'" })
  ids_treinamentos_realizados: number[];
}
