import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerManifestRemotes } from '@treina/web-platform';
import { App, createQueryClient } from './app/app';
import { preloadFirstScreen } from './routes/first-screen';
import { fetchStartUser } from './session/session-api';

// Learn where the remotes are (GET /remotes.json) while the first screen renders; a
// screen whose remote is missing shows its own error with 'Tentar novamente'.
registerManifestRemotes().catch((error: unknown) => console.warn('[treina] remotes manifest unavailable', error));
const queryClient = createQueryClient();
preloadFirstScreen(window.location, { queryClient, user: fetchStartUser });

const container = document.getElementById('root');
if (!container) throw new Error('#root not found');
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
