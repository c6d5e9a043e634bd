import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { onDemand } from './on-demand';

afterEach(() => {
  jest.restoreAllMocks();
});

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

/** A load the test finishes by hand. */
function deferredLoad() {
  let resolve!: (component: typeof Greeting) => void;
  let reject!: (error: Error) => void;
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((ok, fail) => {
        resolve = ok;
        reject = fail;
      }),
  );
  return { load, resolve: (component: typeof Greeting) => resolve(component), reject: (error: Error) => reject(error) };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('a component loaded on demand', () => {
  it('shows its fallback until its code arrives, then the component with its props', async () => {
    const { load, resolve } = deferredLoad();
    const Screen = onDemand(load, <p>Carregando…</p>);
    render(<Screen name="Ana" />);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Olá, Ana')).toBeTruthy();
    expect(screen.queryByText('Carregando…')).toBeNull();
  });

  it('renders at once, never showing the fallback, when its code was preloaded', async () => {
    const { load, resolve } = deferredLoad();
    const Screen = onDemand(load, <p>Carregando…</p>);
    const preloaded = Screen.preload();
    resolve(Greeting);
    await preloaded;
    render(<Screen name="Bia" />);
    expect(screen.getByText('Olá, Bia')).toBeTruthy();
    expect(screen.queryByText('Carregando…')).toBeNull();
  });

  it('loads its code once, however many times it is preloaded or mounted', async () => {
    const { load, resolve } = deferredLoad();
    const Screen = onDemand(load, <p>Carregando…</p>);
    const first = Screen.preload();
    render(
      <>
        <Screen name="Ana" />
        <Screen name="Bia" />
      </>,
    );
    expect(Screen.preload()).toBe(first);
    await act(async () => resolve(Greeting));
    expect(screen.getByText('Olá, Ana')).toBeTruthy();
    expect(screen.getByText('Olá, Bia')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the nearest error boundary, and loads again on the next mount', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, reject } = deferredLoad();
    const Screen = onDemand(load, <p>Carregando…</p>);
    const view = render(
      <Boundary>
        <Screen name="Ana" />
      </Boundary>,
    );
    await act(async () => reject(new Error('Falha de rede')));
    expect(screen.getByRole('alert').textContent).toBe('Falha de rede');

    load.mockImplementationOnce(async () => Greeting);
    view.unmount();
    render(
      <Boundary>
        <Screen name="Ana" />
      </Boundary>,
    );
    expect(await screen.findByText('Olá, Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
