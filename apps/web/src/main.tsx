import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadUserManager, loadUserManagerAfterFirstPage } from './auth/load-user-manager';
import { readStoredUser } from './auth/stored-user';
import { initialLanguage, loadI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { App } from './app/app';
import { startPageRequests } from './app/early-page-requests';
import { preloadOpenedPage } from './app/preload-opened-page';

// Zod (in the lazily loaded domain code) reads its settings from this shared object. Without its
// JIT it never tries `new Function`, which the server's Content-Security-Policy (script-src
// 'self', no eval) would report as a violation even though zod catches the refusal.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A returning user's first page uses the stored token; the sign-in library follows it.
const storedUser = readStoredUser();
const userManager = storedUser ? loadUserManagerAfterFirstPage() : loadUserManager();
if (storedUser) startPageRequests(window.location, storedUser.access_token, initialLanguage());

// The first render waits for one language's catalogues. Not a top-level await: the catalogue
// chunk imports shared code from this entry chunk, which must finish evaluating first.
void loadI18n(initialLanguage()).then((i18n) => {
  // After the first language: the page's code waits for the rest of its catalogues.
  if (storedUser) preloadOpenedPage(window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} queryClient={createQueryClient()} userManager={userManager} />
    </StrictMode>,
  );
});
