import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { SessionContext, useCrudPermissions, usePermission, type SessionContextValue } from './session-context';

const session = (permissions: string[]): SessionContextValue => ({
  status: 'authenticated',
  user: { id_usuario: 1, nome: 'A', email: 'a@x', id_tipo_usuario: 3, nome_tipo_usuario: 'Vendas', permissions },
  logout: async () => undefined,
  refresh: async () => undefined,
});

it('usePermission checks the exact name in the session list', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={session(['user', 'user_update'])}>{children}</SessionContext.Provider>
  );
  expect(renderHook(() => usePermission('user'), { wrapper }).result.current).toBe(true);
  expect(renderHook(() => usePermission('user_create'), { wrapper }).result.current).toBe(false);
  expect(renderHook(() => useCrudPermissions('user'), { wrapper }).result.current).toEqual({
    view: true,
    create: false,
    update: true,
    delete: false,
  });
});
