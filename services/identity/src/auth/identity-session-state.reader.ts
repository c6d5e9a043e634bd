import { Injectable } from '@nestjs/common';
import type { SessionStateReader, SessionUserState } from '@treina/nest-platform';
import { DataSource } from 'typeorm';
import { userWithPermissionsQuery } from '../user/user-snapshot.js';

/** Identity checks sessions against its own tables: the source of truth. */
@Injectable()
export class IdentitySessionStateReader implements SessionStateReader {
  constructor(private readonly dataSource: DataSource) {}

  async read(userId: number): Promise<SessionUserState | null> {
    const row = await userWithPermissionsQuery(this.dataSource.manager)
      .where('u.id_usuario = :userId', { userId })
      .getRawOne<SessionUserState & { permissions: string[] | null }>();
    return row ? { ...row, permissions: row.permissions ?? [] } : null;
  }
}
