import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@pickwise/i18n';
import { queryClient } from '@pickwise/api-client';
import { applyLanguageOfPath } from './language-sync.js';
import { registerServiceWorker } from './offline/register-service-worker.js';
import { ensureRemotesRegistered } from './remotes/remote-registry.js';
import { ShellRoutes } from './router.js';
import './shell.css';

// Start reading /config/remotes.json now, in parallel with the first render; remote routes wait
// for it. A failure here is shown (with a retry) by the route that needs a remote.
ensureRemotesRegistered().catch((error: unknown) => console.error('Remote configuration failed to load:', error));
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The first render waits for the page's language (a Spanish page fetches its texts first);
// ShellRoutes follows every navigation after that.
void applyLanguageOfPath(window.location.pathname).then(() =>
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <ShellRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  ),
);
