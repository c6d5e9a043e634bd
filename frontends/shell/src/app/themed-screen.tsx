import type { ComponentType } from 'react';
import { onDemand } from '@treina/web-platform';
import { FullPageLoading } from '../routes/full-page-loading';

/**
 * A screen drawn with MUI, loaded on demand with the theme (one wait), the full-page spinner meanwhile. Every screen but /login renders in
 * one, so /login never downloads MUI. `onDemand`, not `React.lazy`: the layout shows as soon as its code is here (see onDemand).
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
