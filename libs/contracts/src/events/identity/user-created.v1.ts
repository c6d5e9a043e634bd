import type { UserSnapshotV1 } from './user-snapshot.js';

export const USER_CREATED_V1 = 'identity.user.created.v1' as const;
export type UserCreatedV1 = UserSnapshotV1;
