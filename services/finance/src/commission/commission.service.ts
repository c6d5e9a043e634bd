import { Injectable } from '@nestjs/common';
import type { CommissionRow } from '@treina/contracts';
import type { AuthenticatedUser, ListQuery, Page } from '@treina/nest-platform';
import { commissionScope } from '../access.js';
import { CommissionRepository } from './commission.repository.js';

@Injectable()
export class CommissionService {
  constructor(private readonly commissions: CommissionRepository) {}

  /** The Comissões list the user may see, searched, filtered, sorted and (with `page`) paged. */
  list(query: ListQuery, user: Pick<AuthenticatedUser, 'id_usuario' | 'id_tipo_usuario'>): Promise<Page<CommissionRow>> {
    return this.commissions.list(query, commissionScope(user));
  }
}
