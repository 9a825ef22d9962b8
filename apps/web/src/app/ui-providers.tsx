import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { useNotifications } from '@mantine/notifications';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { lazyComponent } from '../lib/lazy-component';
import { cssVariablesResolver, theme } from './theme';

// Shown messages wait in their store until this arrives: its code loads with the first message.
const NotificationsHost = lazyComponent(() =>
  import('../components/ui/notifications-host').then((m) => m.NotificationsHost),
);

/** Translation and the component library: everything that does not depend on the session. */
// Under the test runner Mantine turns off transitions and portals, which jsdom cannot lay out.
const env = import.meta.env.MODE === 'test' ? 'test' : 'default';

export function UiProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <TranslatedMantine>{children}</TranslatedMantine>
    </I18nextProvider>
  );
}

/** Close buttons of notifications and dialogs carry no text of their own; screen readers need a name for them. */
function TranslatedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('web:common.close');
  const translatedTheme = useMemo(
    () => ({
      ...theme,
      components: {
        ...theme.components,
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      },
    }),
    // A new theme object when the language changes, so Mantine renders the new label.
    [closeLabel],
  );
  return (
    <MantineProvider
      theme={translatedTheme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <DeferredNotifications />
      {children}
    </MantineProvider>
  );
}

/** Mounts the notification host once a message has been shown, and keeps it so messages can close. */
function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [isWanted, setWanted] = useState(false);
  if (!isWanted && notifications.length + queue.length > 0) setWanted(true);
  return isWanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
