import { Injectable } from '@nestjs/common';
import type { DefaultPermissionRow, PermissionRow, UserPermissionRow, UserTypeRow } from '@treina/contracts';
import { badRequest, notFound } from '@treina/nest-platform';
import { DataSource, In } from 'typeorm';
import { UserTypeEntity } from '../user/user-type.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { USER_NOT_FOUND } from '../user/user-list.columns.js';
import { DefaultPermissionEntity, PermissionEntity, UserPermissionEntity } from './permission.entity.js';

@Injectable()
export class PermissionService {
  constructor(private readonly dataSource: DataSource) {}

  permissions(): Promise<PermissionRow[]> {
    return this.dataSource.getRepository(PermissionEntity).find({ order: { id_permissao: 'ASC' } });
  }

  userTypes(): Promise<UserTypeRow[]> {
    return this.dataSource.getRepository(UserTypeEntity).find({ order: { id_tipo_usuario: 'ASC' } });
  }

  defaults(): Promise<DefaultPermissionRow[]> {
    return this.dataSource.getRepository(DefaultPermissionEntity).find({ order: { id_tipo_usuario: 'ASC', id_permissao: 'ASC' } });
  }

  async ofUser(userId: number): Promise<UserPermissionRow[]> {
    if (!(await this.dataSource.manager.exists(UserEntity, { where: { id_usuario: userId } }))) throw notFound(USER_NOT_FOUND);
    return this.dataSource.manager
      .createQueryBuilder(UserPermissionEntity, 'up')
      .innerJoin(PermissionEntity, 'p', 'p.id_permissao = up.id_permissao')
      .select(['p.id_permissao AS id_permissao', 'p.nome AS nome_permissao'])
      .where('up.id_usuario = :userId', { userId })
      .orderBy('p.id_permissao')
      .getRawMany<UserPermissionRow>();
  }

  /** Replaces a user type's defaults; existing users keep their own permissions. */
  async setDefaults(userTypeId: number, permissionIds: number[]): Promise<void> {
    const ids = [...new Set(permissionIds)];
    await this.dataSource.transaction(async (manager) => {
      if (!(await manager.exists(UserTypeEntity, { where: { id_tipo_usuario: userTypeId } }))) {
        throw notFound('Tipo de usuário não encontrado.');
      }
      if (ids.length && (await manager.count(PermissionEntity, { where: { id_permissao: In(ids) } })) !== ids.length) {
        throw badRequest('A lista de permissões contém uma permissão inexistente.');
      }
      await manager.delete(DefaultPermissionEntity, { id_tipo_usuario: userTypeId });
      if (ids.length) {
        await manager.insert(
          DefaultPermissionEntity,
          ids.map((id_permissao) => ({ id_tipo_usuario: userTypeId, id_permissao })),
        );
      }
    });
  }
}
