import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('permissao')
export class PermissionEntity {
  @PrimaryColumn({ name: 'id_permissao', type: 'int' })
  id_permissao: number;

  @Column({ type: 'varchar', length: 60, unique: true })
  nome: string;
}

@Entity('usuario_permissao')
export class UserPermissionEntity {
  @PrimaryColumn({ name: 'id_usuario', type: 'int' })
  id_usuario: number;

  @PrimaryColumn({ name: 'id_permissao', type: 'int' })
  id_permissao: number;
}

/** Permissions a new user of a type starts with (Configurações > Permissões Padrão). */
@Entity('permissao_padrao')
export class DefaultPermissionEntity {
  @PrimaryColumn({ name: 'id_tipo_usuario', type: 'int' })
  id_tipo_usuario: number;

  @PrimaryColumn({ name: 'id_permissao', type: 'int' })
  id_permissao: number;
}
