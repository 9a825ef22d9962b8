import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { theme } from './theme';

export function Providers({ i18n, children, env }: { i18n: I18n; children: ReactNode; env?: 'test' }) {
  return (
    <MantineProvider theme={theme} env={env}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MantineProvider>
  );
}
