/**
 * Logs a record of users in, one after the other, with a harness's own `logIn`:
 * `{ admin: ADMIN, seller: SELLER }` gives `{ admin: <ADMIN's session>, seller: <SELLER's session> }`,
 * so a test file names its users once instead of a `let` and a login per user.
 */
export async function sessionsOf<K extends string, User, Session>(
  users: Record<K, User>,
  logIn: (user: User) => Promise<Session>,
): Promise<Record<K, Session>> {
  const sessions = {} as Record<K, Session>;
  for (const key of Object.keys(users) as K[]) sessions[key] = await logIn(users[key]);
  return sessions;
}
