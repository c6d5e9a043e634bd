import { Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { PermissionEntity } from '../permission/permission.entity.js';
import { UserEntity } from './user.entity.js';

/** A permission a user holds. */
@Entity('usuario_permissao')
export class UserPermissionEntity {
  @PrimaryColumn({ name: 'id_usuario', type: 'int' })
  @ForeignKey(() => UserEntity, { name: 'usuario_permissao_id_usuario_fkey', onDelete: 'CASCADE' })
  id_usuario: number;

  @PrimaryColumn({ name: 'id_permissao', type: 'int' })
  @ForeignKey(() => PermissionEntity, { name: 'usuario_permissao_id_permissao_fkey' })
  id_permissao: number;
}
