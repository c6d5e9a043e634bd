import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on demand (see {@link onDemand}); `preload()` starts the load early. */
export type OnDemandComponent<P extends object> = ComponentType<P> & {
  /** Starts the load (once: later calls share it) and resolves when the component is ready. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A component whose code loads on demand like `React.lazy`, but that renders at once, without suspending, once `preload()` has brought its
 * code, and shows `fallback` until then as plain state: React's Suspense fallback throttle delayed the first screen twice. A failed load
 * throws while rendering, to the nearest error boundary; the next mount tries again.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): OnDemandComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function OnDemand(props: P) {
    const [, setArrived] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const Component = loaded;
    // What the first render showed: the fallback is replaced once the code is here (also when it arrived just after that render).
    const shownAtMount = Component !== undefined;
    useEffect(() => {
      if (shownAtMount) return undefined;
      let mounted = true;
      preload().then(
        () => mounted && setArrived(true),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
      // eslint-disable-next-line react-hooks/exhaustive-deps -- one load per mount
    }, []);
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : <>{fallback}</>;
  }
  return Object.assign(OnDemand, { preload });
}
