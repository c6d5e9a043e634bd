import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RemoteLoadError, RemoteUnavailableError, loadRemotePages, loadedBuildOf } from './remote-loader';
import { SessionContext } from '../auth/session-context';
import { LoadingSpinner } from '../ui/loading-spinner';
import { REMOTE_PRELOAD_EXPORT, type RemoteName, type RemotePagePreloadContext } from './remote-modules';
import {
  REMOTE_CRASHED_TITLE,
  REMOTE_FAILED_TEXT,
  REMOTE_FAILED_TITLE,
  REMOTE_UNAVAILABLE_TEXT,
  REMOTE_UNAVAILABLE_TITLE,
  type RemoteErrorProps,
} from './remote-error-texts';

export function RemoteLoading() {
  return <LoadingSpinner />;
}

/** 'Módulo crm_ui, versão 2.0.0.': which deployable failed, for whoever the user calls. */
export const remoteFailureDetail = (remote: string, version: string | undefined) =>
  `Módulo ${remote}, versão ${version ?? 'desconhecida'}.`;

// The error is drawn with MUI, loaded only when an error shows: this module is part of the shared
// '@treina/web-platform', which the login page loads, and must not bring MUI to it.
const RemoteErrorView = lazy(() => import('./remote-error-view').then((module) => ({ default: module.RemoteErrorView })));

export function RemoteError(props: RemoteErrorProps) {
  return (
    <Suspense fallback={null}>
      <RemoteErrorView {...props} />
    </Suspense>
  );
}

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

/** Keeps a crashing screen inside the content area; the rest of the shell keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('[treina] remote screen crashed', error);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return <RemoteError title={REMOTE_CRASHED_TITLE} text={REMOTE_FAILED_TEXT} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; component: ComponentType<Record<string, unknown>> }
  | { status: 'unavailable' }
  | { status: 'failed'; detail?: string };

export interface RemotePageProps {
  remote: RemoteName;
  /** Named export of the remote's `./pages` module. */
  page: string;
  /** Props passed to the screen (most screens take none). */
  props?: Record<string, unknown>;
  /** Rendered instead of the error when the manifest does not list the remote. */
  unavailable?: ReactNode;
}

/**
 * Calls the pages module's `preloadPage` (if the remote has one) for `page`. A failing preload
 * costs the head start only: the screen still loads and asks for its data itself.
 */
export function preloadRemoteScreen(
  module: Record<string, unknown>,
  remote: string,
  page: string,
  context: RemotePagePreloadContext,
): void {
  const preload = module[REMOTE_PRELOAD_EXPORT];
  if (typeof preload !== 'function') return;
  try {
    (preload as (page: string, context: RemotePagePreloadContext) => void)(page, context);
  } catch (error) {
    console.warn(`[treina] preload of ${remote} ${page} failed; the screen loads without it`, error);
  }
}

/** One load of a remote's screen; a retry is a new load. */
const loadKey = (remote: RemoteName, page: string, attempt: number) => `${remote}/${page}#${attempt}`;

/**
 * Renders one screen of a UI remote. A remote missing from /remotes.json, a script
 * that fails to load or a screen that throws all end in a Portuguese message with a
 * 'Tentar novamente' button, never in a blank page.
 */
export function RemotePage({ remote, page, props, unavailable }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one load (remote, page, attempt): a load that has not settled yet shows as loading.
  const [settled, setSettled] = useState<{ load: string; state: LoadState } | null>(null);
  const state: LoadState = settled?.load === loadKey(remote, page, attempt) ? settled.state : { status: 'loading' };
  const queryClient = useQueryClient();
  // Read when the pages module arrives, not a dependency of the load: a session refresh must not reload the screen.
  const user = useContext(SessionContext)?.user ?? null;
  const userRef = useRef(user);
  useLayoutEffect(() => {
    userRef.current = user;
  }, [user]);

  useEffect(() => {
    let cancelled = false;
    const setState = (next: LoadState) => setSettled({ load: loadKey(remote, page, attempt), state: next });
    loadRemotePages<Record<string, unknown>>(remote, { retry: attempt > 0 })
      .then((module) => {
        if (cancelled) return;
        const component = module[page];
        preloadRemoteScreen(module, remote, page, {
          queryClient,
          user: userRef.current,
          search: new URLSearchParams(window.location.search),
        });
        if (typeof component === 'function' || (typeof component === 'object' && component !== null)) {
          setState({ status: 'ready', component: component as ComponentType<Record<string, unknown>> });
        } else {
          console.error(`[treina] remote ${remote} does not export ${page}`);
          setState({ status: 'unavailable' });
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof RemoteUnavailableError) {
          setState({ status: 'unavailable' });
        } else if (error instanceof RemoteLoadError) {
          // Already logged by the loader, with the remote's name and version.
          setState({ status: 'failed', detail: remoteFailureDetail(error.remote, error.version) });
        } else {
          console.error(`[treina] failed to load remote ${remote}`, error);
          setState({ status: 'failed' });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [remote, page, attempt, queryClient]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'unavailable') {
    return unavailable !== undefined ? (
      <>{unavailable}</>
    ) : (
      <RemoteError title={REMOTE_UNAVAILABLE_TITLE} text={REMOTE_UNAVAILABLE_TEXT} onRetry={retry} />
    );
  }
  if (state.status === 'failed') {
    return <RemoteError title={REMOTE_FAILED_TITLE} text={REMOTE_FAILED_TEXT} detail={state.detail} onRetry={retry} />;
  }
  const Screen = state.component;
  const build = loadedBuildOf(remote);
  return (
    <RemoteErrorBoundary onRetry={retry} key={attempt}>
      {/* Which build of the remote renders this screen (support, the release test); adds no box to the layout. */}
      <div
        style={{ display: 'contents' }}
        data-remote={remote}
        data-remote-version={build?.version ?? ''}
        data-remote-build={build?.buildId ?? ''}
      >
        <Suspense fallback={<RemoteLoading />}>
          <Screen {...props} />
        </Suspense>
      </div>
    </RemoteErrorBoundary>
  );
}
