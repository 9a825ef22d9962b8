import './ui/theme.css';
import './ui/components.css';
import './shell/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { Providers } from './app/providers';
import { AuthProvider } from './auth/auth-context';
import { createDriverUserManager } from './auth/user-manager';
import { loadDriverI18n } from './i18n/create-i18n';
import { initialLanguage } from './i18n/language-preference';

// Zod (in the lazily loaded domain code) reads its settings from this shared object. Without its
// JIT it never tries `new Function`, which the server's Content-Security-Policy (script-src
// 'self', no eval) would report as a violation even though zod catches the refusal.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const userManager = createDriverUserManager();
// The first render waits for one language's catalogues (not a top-level await: the catalogue
// chunk imports shared code from this entry chunk, which must finish evaluating first).
void loadDriverI18n(initialLanguage()).then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <Providers i18n={i18n}>
        <AuthProvider userManager={userManager}>
          <App userManager={userManager} />
        </AuthProvider>
      </Providers>
    </StrictMode>,
  ),
);
