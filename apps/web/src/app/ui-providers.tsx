import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

/** Translation and the component library: everything that does not depend on the session. */
// Under the test runner Mantine turns off transitions and portals, which jsdom cannot lay out.
const env = import.meta.env.MODE === 'test' ? 'test' : 'default';

export function UiProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
