import { Injectable } from '@nestjs/common';
import type { DefaultPermissionRow, PermissionRow, UserTypeRow } from '@treina/contracts';
import { type AuditActor, badRequest, fieldChanges, notFound, OutboxService } from '@treina/nest-platform';
import { PermissionRepository } from './permission.repository.js';

@Injectable()
export class PermissionService {
  constructor(
    private readonly catalogue: PermissionRepository,
    private readonly outbox: OutboxService,
  ) {}

  permissions(): Promise<PermissionRow[]> {
    return this.catalogue.permissions();
  }

  userTypes(): Promise<UserTypeRow[]> {
    return this.catalogue.userTypes();
  }

  defaults(): Promise<DefaultPermissionRow[]> {
    return this.catalogue.defaults();
  }

  /** Replaces a user type's defaults; existing users keep their own permissions. */
  async setDefaults(userTypeId: number, permissionIds: number[], actor: AuditActor): Promise<void> {
    const ids = [...new Set(permissionIds)].sort((a, b) => a - b);
    await this.outbox.transaction(async (tx) => {
      const { manager } = tx;
      if (!(await this.catalogue.userTypeExists(manager, userTypeId))) {
        throw notFound('Tipo de usuário não encontrado.');
      }
      if (ids.length && (await this.catalogue.countKnown(manager, ids)) !== ids.length) {
        throw badRequest('A lista de permissões contém uma permissão inexistente.');
      }
      const before = await this.catalogue.defaultIds(manager, userTypeId);
      // Recorded under the user type's id; no history route shows it, the rows are there for the export and support.
      tx.audit({
        actor,
        entidade: 'defaultPermissions',
        id_entidade: userTypeId,
        acao: 'update',
        alteracoes: fieldChanges({ permissions: before }, { permissions: ids }, ['permissions']),
      });
      await this.catalogue.replaceDefaults(manager, userTypeId, ids);
    });
  }
}
