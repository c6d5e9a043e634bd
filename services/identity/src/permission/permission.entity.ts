import { Column, Entity, ForeignKey, PrimaryColumn, Unique } from 'typeorm';
import { UserTypeEntity } from '../user/user-type.entity.js';
import { UserEntity } from '../user/user.entity.js';

@Entity('permissao')
@Unique('permissao_nome_key', ['nome'])
export class PermissionEntity {
  @PrimaryColumn({ name: 'id_permissao', type: 'int' })
  id_permissao: number;

  @Column({ type: 'varchar', length: 60 })
  nome: string;
}

@Entity('usuario_permissao')
export class UserPermissionEntity {
  @PrimaryColumn({ name: 'id_usuario', type: 'int' })
  @ForeignKey(() => UserEntity, { name: 'usuario_permissao_id_usuario_fkey', onDelete: 'CASCADE' })
  id_usuario: number;

  @PrimaryColumn({ name: 'id_permissao', type: 'int' })
  @ForeignKey(() => PermissionEntity, { name: 'usuario_permissao_id_permissao_fkey' })
  id_permissao: number;
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
