import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SessionExpiredPage } from '../../auth/session-expired-page';
import { SignInRedirect } from '../../auth/sign-in-redirect';
import { useSession } from '../../auth/session';
import { PageLoader } from '../../components/ui/page-loader';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** Every signed-in page: top bar, side menu (behind a burger below `sm`) and the page. */
export function AppLayout() {
  const { status } = useSession();
  if (status === 'signedIn') return <SignedInShell />;
  return (
    <main id="main-content">
      {status === 'anonymous' && <SignInRedirect />}
      {status === 'expired' && <SessionExpiredPage />}
      {status === 'loading' && <PageLoader />}
    </main>
  );
}

function SignedInShell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // On phones the menu covers the page; a chosen page should be visible at once.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink>{t('web:shell.skipToContent')}</SkipLink>
      <AppShell.Header>
        <TopBar navigationOpened={opened} onToggleNavigation={toggle} />
      </AppShell.Header>
      <AppShell.Navbar id="side-menu" aria-label={t('web:shell.mainNavigation')} p="xs">
        <SideMenu />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

function SkipLink({ children }: { children: ReactNode }) {
  return (
    <a href="#main-content" className="rahti-skip-link">
      {children}
    </a>
  );
}
