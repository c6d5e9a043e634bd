import type { UserSnapshotV1 } from './user-snapshot.js';

/** Any change of a user: data, type, permissions, status or its sessions (logout, new password). */
export const USER_UPDATED_V1 = 'identity.user.updated.v1' as const;
export type UserUpdatedV1 = UserSnapshotV1;
