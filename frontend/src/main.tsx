import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { seedFromPage } from './app/page-data';
import { installDialogTabLoop, installFocusRescue } from './lib/focus-rescue';
import { registerServiceWorker } from './app/register-service-worker';
import { installStaleBuildReload } from './app/stale-build';
import { startSession } from './app/start-session';
import './styles/global.css';

startSession();
installStaleBuildReload();
installFocusRescue();
installDialogTabLoop();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const client = createQueryClient();
seedFromPage(client);

// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree in one task (Lighthouse counts such tasks as blocking time).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

if (import.meta.env.PROD) registerServiceWorker();
