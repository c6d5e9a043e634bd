import { lazy, type ComponentType } from 'react';

/**
 * A screen drawn with MUI, loaded on demand together with the theme (in parallel, one wait).
 *
 * The theme is not around the whole app: the login page is drawn without MUI, so /login does not
 * download it (issue 19: /login's JavaScript on the wire). Everything else, the remotes' screens
 * included, renders inside one of these.
 */
export function themedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ MuiRoot }, Screen] = await Promise.all([import('./mui-root'), load()]);
    function ThemedScreen(props: P) {
      return (
        <MuiRoot>
          <Screen {...props} />
        </MuiRoot>
      );
    }
    return { default: ThemedScreen };
  });
}
