import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { registerServiceWorker } from './app/register-service-worker';
import { startSession } from './app/start-session';
import './styles/global.css';

startSession();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

if (import.meta.env.PROD) registerServiceWorker();
