import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createUserManager } from './auth/user-manager';
import { createI18n, initialLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App i18n={createI18n(initialLanguage())} queryClient={createQueryClient()} userManager={createUserManager()} />
  </StrictMode>,
);
