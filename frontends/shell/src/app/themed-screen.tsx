import type { ComponentType } from 'react';
import { onDemand } from '@treina/web-platform';
import { FullPageLoading } from '../routes/full-page-loading';

/**
 * A screen drawn with MUI, loaded on demand together with the theme (in parallel, one wait),
 * showing the full-page spinner meanwhile.
 *
 * The theme is not around the whole app: the login page is drawn without MUI, so /login does not
 * download it. Everything else, the remotes' screens
 * included, renders inside one of these. `onDemand`, not `React.lazy`: the layout then shows as
 * soon as its code is here, not after React's fallback throttle (see onDemand).
 */
export function themedScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return onDemand(
    async () => {
      const [{ MuiRoot }, Screen] = await Promise.all([import('./mui-root'), load()]);
      function ThemedScreen(props: P) {
        return (
          <MuiRoot>
            <Screen {...props} />
          </MuiRoot>
        );
      }
      return ThemedScreen;
    },
    <FullPageLoading />,
  );
}
