import { preloadFirstRemote } from './routes/preload-remote';
import { startSessionCheck } from './session/early-session-check';

startSessionCheck();
preloadFirstRemote();

// Async boundary: Module Federation negotiates the shared singletons (react, MUI,
// router, query client, web-platform, ui-kit) before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('[treina] failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'Não foi possível carregar o Treina. Recarregue a página.';
});
