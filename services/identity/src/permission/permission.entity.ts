import { Column, Entity, ForeignKey, PrimaryColumn, Unique } from 'typeorm';
import { UserTypeEntity } from './user-type.entity.js';

@Entity('permissao')
@Unique('permissao_nome_key', ['nome'])
export class PermissionEntity {
  @PrimaryColumn({ name: 'id_permissao', type: 'int' })
  id_permissao: number;

  @Column({ type: 'varchar', length: 60 })
  nome: string;
}

/** Permissions a new user of a type starts with (Configurações > Permissões Padrão). */
@Entity('permissao_padrao')
export class DefaultPermissionEntity {
  @PrimaryColumn({ name: 'id_tipo_usuario', type: 'int' })
  @ForeignKey(() => UserTypeEntity, { name: 'permissao_padrao_id_tipo_usuario_fkey' })
  id_tipo_usuario: number;

  @PrimaryColumn({ name: 'id_permissao', type: 'int' })
  @ForeignKey(() => PermissionEntity, { name: 'permissao_padrao_id_permissao_fkey' })
  id_permissao: number;
}
