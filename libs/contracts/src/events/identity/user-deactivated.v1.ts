import type { UserSnapshotV1 } from './user-snapshot.js';

/** The user was deactivated: status false, permissions cleared, sessions ended. */
export const USER_DEACTIVATED_V1 = 'identity.user.deactivated.v1' as const;
export type UserDeactivatedV1 = UserSnapshotV1;
