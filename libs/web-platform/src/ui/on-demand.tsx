import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on demand (see {@link onDemand}); `preload()` starts the load early. */
export type OnDemandComponent<P extends object> = ComponentType<P> & {
  /** Starts the load (once: later calls share it) and resolves when the component is ready. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A component whose code loads on demand, like `React.lazy`, with two differences that matter
 * for the first screen:
 *
 * - Once its code has arrived (through `preload()`, started before React gets there), it renders
 *   at once, without suspending: a lazy component suspends on its first render even then.
 * - Until then it shows `fallback`, and its code's arrival is a state update. React reveals a
 *   Suspense boundary's content no sooner than a fixed delay after the last fallback it showed (its
 *   FALLBACK_THROTTLE_MS); the layout and the screen behind it, each a lazy component in its
 *   own boundary, waited that twice on a cold /class.
 *
 * A load that fails is thrown while rendering, as a lazy component's would be, so the nearest
 * error boundary shows it; the next mount (a 'Tentar novamente') loads again.
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
