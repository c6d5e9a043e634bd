import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@treina/contracts';
import { preloadFirstScreen, type FirstScreenLoaders } from './first-screen';

// The test runs under Node: its process reports a rejection nobody handled.
interface ProcessEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
}
const nodeProcess = (globalThis as unknown as { process: ProcessEvents }).process;
const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
const admin = { id: 1, nome: 'Ana', id_tipo_usuario: 1, permissions: ['class', 'commissions'] } as unknown as SessionUser;

function recorder(outcome: 'ok' | 'fails' = 'ok') {
  const calls: string[] = [];
  const preloads: Array<{ page: string; user: SessionUser | null; search: string }> = [];
  const settle = <T>(value: T) => (outcome === 'ok' ? Promise.resolve(value) : Promise.reject(new Error('offline')));
  const loaders: FirstScreenLoaders = {
    layout: () => {
      calls.push('layout');
      return settle(undefined);
    },
    pages: (remote) => {
      calls.push(`pages ${remote}`);
      return settle({
        preloadPage: (page: string, context: { user: SessionUser | null; search: URLSearchParams }) =>
          preloads.push({ page, user: context.user, search: context.search.toString() }),
      });
    },
  };
  return { calls, preloads, loaders };
}

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the first screen, started with the app', () => {
  it('loads the layout and the route’s remote together, then preloads the screen for the logged-in user', async () => {
    const { calls, preloads, loaders } = recorder();
    const users: string[] = [];
    const user = () => {
      users.push('asked');
      return Promise.resolve(admin);
    };
    preloadFirstScreen(at('/class', '?x=1'), { queryClient: new QueryClient(), user }, loaders);
    expect(calls).toEqual(['layout', 'pages academic_ui']);
    await settled();
    expect(preloads).toEqual([{ page: 'ClassesPage', user: admin, search: 'x=1' }]);
    expect(users).toEqual(['asked']);
  });

  it('asks for no data of a screen the user may not open', async () => {
    const { calls, preloads, loaders } = recorder();
    const student = { ...admin, id_tipo_usuario: 6, permissions: ['class'] } as SessionUser;
    preloadFirstScreen(at('/commissions'), { queryClient: new QueryClient(), user: () => Promise.resolve(student) }, loaders);
    await settled();
    expect(calls).toEqual(['layout', 'pages finance_ui']);
    expect(preloads).toEqual([]);
  });

  it('starts nothing, and asks nobody who is logged in, on the shell’s own pages or an unknown address', async () => {
    for (const path of ['/login', '/change_password', '/certificado/ABC', '/', '/nao-existe']) {
      const { calls, preloads, loaders } = recorder();
      let asked = false;
      const user = () => {
        asked = true;
        return Promise.resolve(admin);
      };
      preloadFirstScreen(at(path), { queryClient: new QueryClient(), user }, loaders);
      await settled();
      expect({ path, calls, preloads, asked }).toEqual({ path, calls: [], preloads: [], asked: false });
    }
  });

  it('preloads no data for an anonymous visitor and leaves failed loads to the screen, without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    nodeProcess.on('unhandledRejection', onUnhandled);
    try {
      const anonymous = recorder();
      preloadFirstScreen(
        at('/commissions'),
        { queryClient: new QueryClient(), user: () => Promise.reject(new Error('401')) },
        anonymous.loaders,
      );
      const offline = recorder('fails');
      preloadFirstScreen(at('/commissions'), { queryClient: new QueryClient(), user: () => Promise.resolve(admin) }, offline.loaders);
      await settled();
      expect(anonymous.preloads).toEqual([]);
      expect(offline.calls).toEqual(['layout', 'pages finance_ui']);
      expect(offline.preloads).toEqual([]);
    } finally {
      nodeProcess.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
