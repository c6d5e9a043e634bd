import { Check, Column, CreateDateColumn, Entity, ForeignKey, Generated, Index, PrimaryColumn } from 'typeorm';
import { StudentEntity } from './student.entity.js';

/**
 * An uploaded file's record (the bytes are in the object store under `chave`): a training
 * material's, or one of a student's documents (then `id_aluno` says whose, and the file goes
 * with the student).
 */
@Entity('arquivo')
@Check('arquivo_categoria_check', `categoria IN ('material', 'documento')`)
@Check('arquivo_tamanho_check', 'tamanho >= 0')
@Check('arquivo_chave_check', `chave ~ '^[a-z]+-[0-9a-f-]{36}\\.[a-z0-9]{2,5}$'`)
@Check('arquivo_check', `(categoria = 'documento') = (id_aluno IS NOT NULL)`)
@Index('arquivo_aluno_idx', ['id_aluno'], { where: 'id_aluno IS NOT NULL' })
export class StoredFileEntity {
  /** `<categoria>-<uuid>.<ext>` */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  chave: string;

  @Column({ type: 'varchar', length: 20 })
  categoria: 'material' | 'documento';

  @Column({ name: 'id_aluno', type: 'int', nullable: true })
  @ForeignKey(() => StudentEntity, { name: 'arquivo_aluno_fk', onDelete: 'CASCADE' })
  id_aluno: number | null;

  @Column({ name: 'nome_original', type: 'varchar', length: 255 })
  nome_original: string;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  content_type: string;

  /** Bytes. */
  @Column({ type: 'int' })
  tamanho: number;

  /** Who uploaded it. */
  @Column({ name: 'id_usuario', type: 'int', nullable: true })
  id_usuario: number | null;

  @CreateDateColumn({ name: 'criado_em', type: 'timestamptz' })
  criado_em: Date;

  /** Upload order: a student's documents are listed in it. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  ordem: string;
}
