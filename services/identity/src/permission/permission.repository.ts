import { Injectable } from '@nestjs/common';
import type { DefaultPermissionRow, PermissionRow, UserTypeRow } from '@treina/contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import { UserTypeEntity } from './user-type.entity.js';
import { DefaultPermissionEntity, PermissionEntity } from './permission.entity.js';

/** The permissions, the user types and each type's default permissions in the database. */
@Injectable()
export class PermissionRepository {
  constructor(private readonly dataSource: DataSource) {}

  permissions(): Promise<PermissionRow[]> {
    return this.dataSource.manager.find(PermissionEntity, { order: { id_permissao: 'ASC' } });
  }

  userTypes(): Promise<UserTypeRow[]> {
    return this.dataSource.manager.find(UserTypeEntity, { order: { id_tipo_usuario: 'ASC' } });
  }

  defaults(): Promise<DefaultPermissionRow[]> {
    return this.dataSource.manager.find(DefaultPermissionEntity, { order: { id_tipo_usuario: 'ASC', id_permissao: 'ASC' } });
  }

  userTypeExists(manager: EntityManager, id: number): Promise<boolean> {
    return manager.exists(UserTypeEntity, { where: { id_tipo_usuario: id } });
  }

  /** How many of these permission ids exist. */
  countKnown(manager: EntityManager, ids: number[]): Promise<number> {
    return manager.count(PermissionEntity, { where: { id_permissao: In(ids) } });
  }

  /** A user type's default permission ids, in id order. */
  async defaultIds(manager: EntityManager, userType: number): Promise<number[]> {
    const rows = await manager.find(DefaultPermissionEntity, { where: { id_tipo_usuario: userType }, order: { id_permissao: 'ASC' } });
    return rows.map((row) => row.id_permissao);
  }

  /** Replaces a user type's default permissions. */
  async replaceDefaults(manager: EntityManager, userType: number, ids: number[]): Promise<void> {
    await manager.delete(DefaultPermissionEntity, { id_tipo_usuario: userType });
    if (ids.length) {
      await manager.insert(
        DefaultPermissionEntity,
        ids.map((id_permissao) => ({ id_tipo_usuario: userType, id_permissao })),
      );
    }
  }
}
