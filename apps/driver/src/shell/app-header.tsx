import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../lib/lazy-named';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { useNavigation } from './navigation';

// Loaded on the first tap, not with the Status tab (decision 0012); precached, so it opens offline.
const AppMenu = lazyNamed(() => import('./app-menu').then((m) => m.AppMenu));

/** The app's name (or Back on a screen beyond the tabs) and the menu. */
export function AppHeader() {
  const { t } = useTranslation();
  const { screen, back } = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="app-header">
      {screen.name === 'tabs' ? (
        <span className="app-header__name">{t('appName')}</span>
      ) : (
        <Button variant="quiet" className="app-header__back" onClick={back}>
          <Icon name="back" />
          {t('nav.back')}
        </Button>
      )}
      <Button aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
        <Icon name="menu" />
        {t('menu.open')}
      </Button>
      {menuOpen && (
        <Suspense fallback={null}>
          <AppMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
