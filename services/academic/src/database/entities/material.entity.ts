import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { StoredFileEntity } from './stored-file.entity.js';

/** A material (Materiais): a link, or an uploaded file (`chave_arquivo`). */
@Entity('material')
@Index('material_chave_idx', ['chave_arquivo'], { where: 'chave_arquivo IS NOT NULL' })
export class MaterialEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'nome_material', type: 'varchar', length: 200 })
  nome_material: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  url: string | null;

  @Column({ name: 'chave_arquivo', type: 'varchar', length: 100, nullable: true })
  @ForeignKey(() => StoredFileEntity, { name: 'material_chave_arquivo_fkey', onDelete: 'SET NULL' })
  chave_arquivo: string | null;

  @CreateDateColumn({ name: 'criado_em', type: 'timestamptz' })
  criado_em: Date;
}
