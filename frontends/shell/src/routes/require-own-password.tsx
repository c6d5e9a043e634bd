import type { ReactNode } from 'react';
import { useSession } from '@treina/web-platform';
import { themedScreen } from '../app/themed-screen';

const OwnPasswordPage = themedScreen(() => import('../features/password-change/own-password-page').then((m) => m.OwnPasswordPage));

/**
 * A user whose password someone else set (an administrator, a new student's default) sees
 * only the change form until they set their own: the server refuses everything else meanwhile.
 */
export function RequireOwnPassword({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.deve_trocar_senha) return <OwnPasswordPage />;
  return <>{children}</>;
}
