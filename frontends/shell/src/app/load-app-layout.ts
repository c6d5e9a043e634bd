/** The layout's module (top bar, drawer, menus, and with them MUI). */
export const loadAppLayout = () => import('../layout/app-layout').then((m) => m.AppLayout);

/**
 * Starts downloading what the screen after log-in needs (the layout and the theme: most of MUI). The login page calls it when the user
 * starts typing, not on load, so /login itself stays small and the first screen after log-in does not wait for MUI. The bundler keeps one
 * load per module: calling it again, or rendering the layout later, reuses it.
 */
export function preloadAppLayout(): void {
  loadAppLayout().catch(() => undefined);
  import('./mui-root').catch(() => undefined);
}
