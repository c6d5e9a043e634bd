import type { ReactNode } from 'react';
import { expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { SessionContext, useAnyPermission, useCrudPermissions, usePermission, type SessionContextValue } from './session-context';

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

it('takes only the permission names of @treina/contracts', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={session(['class', 'class_update', 'config'])}>{children}</SessionContext.Provider>
  );
  expect(renderHook(() => usePermission('class_update'), { wrapper }).result.current).toBe(true);
  // @ts-expect-error a misspelt name ('clas_update') does not compile.
  expect(renderHook(() => usePermission('clas_update'), { wrapper }).result.current).toBe(false);
  expect(renderHook(() => useAnyPermission(['commissions', 'config']), { wrapper }).result.current).toBe(true);
  // @ts-expect-error nor in a list of names.
  expect(renderHook(() => useAnyPermission(['comissions']), { wrapper }).result.current).toBe(false);
  // @ts-expect-error useCrudPermissions takes a group, not one of its actions.
  expect(renderHook(() => useCrudPermissions('config_update'), { wrapper }).result.current.view).toBe(false);
});
