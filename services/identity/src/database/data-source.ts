import {
  AuditEntryEntity,
  CreateAuditEntries1764100000000,
  ImmutableAuditEntries1764300000001,
  MESSAGING_ENTITIES,
  MESSAGING_MIGRATIONS,
  typeOrmOptions,
} from '@treina/nest-platform';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { PasswordResetTokenEntity } from '../password-reset/password-reset-token.entity.js';
import { StudentLoginRevisionEntity } from '../student-login/student-login-revision.entity.js';
import { DefaultPermissionEntity, PermissionEntity } from '../permission/permission.entity.js';
import { UserTypeEntity } from '../permission/user-type.entity.js';
import { UserPermissionEntity } from '../user/user-permission.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { IdentitySchema1763700000001 } from './migrations/1763700000001-identity-schema.js';
import { StudentLogin1763800000002 } from './migrations/1763800000002-student-login.js';
import { StudentLoginAnonymised1764300000004 } from './migrations/1764300000004-student-login-anonymised.js';
import { PrivacyAuditPermissions1764100000001 } from './migrations/1764100000001-privacy-audit-permissions.js';
import { PasswordChangeRequired1764800000001 } from './migrations/1764800000001-password-change-required.js';
import { ChargesPermissions1765400000001 } from './migrations/1765400000001-charges-permissions.js';
import { ExamsPermissions1765600000001 } from './migrations/1765600000001-exams-permissions.js';

export const IDENTITY_ENTITIES = [
  ...MESSAGING_ENTITIES,
  UserEntity,
  UserTypeEntity,
  PermissionEntity,
  UserPermissionEntity,
  DefaultPermissionEntity,
  PasswordResetTokenEntity,
  StudentLoginRevisionEntity,
  AuditEntryEntity,
];

export const IDENTITY_MIGRATIONS = [
  ...MESSAGING_MIGRATIONS,
  IdentitySchema1763700000001,
  StudentLogin1763800000002,
  CreateAuditEntries1764100000000,
  PrivacyAuditPermissions1764100000001,
  ImmutableAuditEntries1764300000001,
  StudentLoginAnonymised1764300000004,
  PasswordChangeRequired1764800000001,
  ChargesPermissions1765400000001,
  ExamsPermissions1765600000001,
];

export function identityDatabaseOptions(url?: string): DataSourceOptions {
  return typeOrmOptions({ service: 'identity', url, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS });
}

export function createIdentityDataSource(url?: string): DataSource {
  return new DataSource(identityDatabaseOptions(url));
}

/** Runs `work` on a connection of its own to identity's database (the command line's tasks), closed after. */
export async function withIdentityDatabase<T>(work: (dataSource: DataSource) => Promise<T>, url?: string): Promise<T> {
  const dataSource = await createIdentityDataSource(url).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
