import './fonts.css';
import './index.css';
import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { captureInstallPrompt } from './app/install-prompt';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { i18nReady } from './lib/i18n';

captureInstallPrompt();
// The service worker (/sw.js) registers on page load and updates itself.
registerSW({ immediate: false });

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

// A Portuguese or French first visit waits for its language's chunk, so no English flashes first.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
