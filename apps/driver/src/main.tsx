import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { Providers } from './app/providers';
import { AuthProvider } from './auth/auth-context';
import { createDriverUserManager } from './auth/user-manager';
import { createDriverI18n } from './i18n/create-i18n';
import { initialLanguage } from './i18n/language-preference';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const userManager = createDriverUserManager();
createRoot(root).render(
  <StrictMode>
    <Providers i18n={createDriverI18n(initialLanguage())}>
      <AuthProvider userManager={userManager}>
        <App userManager={userManager} />
      </AuthProvider>
    </Providers>
  </StrictMode>,
);
