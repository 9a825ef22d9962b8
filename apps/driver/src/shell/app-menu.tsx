import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { useDriverSettings } from '../lib/use-driver-settings';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { StatusBanner } from '../ui/status-banner';
import { useNavigation } from './navigation';
import type { Screen } from './screens';
import { useSession } from './session-context';

/** The menu: the shift list and summary, absences when the group allows them, language, sign-out. */
export function AppMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { user, signIn, signOut } = useSession();
  const { current, sync } = useDriverData();
  const { permissions } = useDriverSettings();
  const { open } = useNavigation();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const keptOnPhone = current !== null || sync.pending > 0;

  const go = (screen: Screen) => {
    onClose();
    open(screen);
  };

  if (confirmingSignOut) {
    return (
      <Dialog
        title={t('menu.signOutTitle')}
        onClose={onClose}
        actions={
          <>
            <Button variant="danger" size="large" block onClick={signOut}>
              {t('home.signOut')}
            </Button>
            <Button size="large" block onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </>
        }
      >
        <StatusBanner tone="warning">
          {sync.pending > 0 ? t('menu.signOutKeeps', { count: sync.pending }) : t('menu.signOutShiftRunning')}
        </StatusBanner>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('menu.title')}
      onClose={onClose}
      actions={
        <Button size="large" block onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <nav aria-label={t('menu.title')}>
        <ul className="plain-list stack">
          <li>
            <Button block onClick={() => go({ name: 'shifts' })}>
              {t('menu.shifts')}
            </Button>
          </li>
          <li>
            <Button block onClick={() => go({ name: 'summary' })}>
              {t('menu.summary')}
            </Button>
          </li>
          {(permissions.createAbsences || permissions.createContractWork) && (
            <li>
              <Button block onClick={() => go({ name: 'absences' })}>
                {t('menu.absences')}
              </Button>
            </li>
          )}
        </ul>
      </nav>
      <LanguageSwitcher />
      {user ? (
        <Button variant="danger" block onClick={() => (keptOnPhone ? setConfirmingSignOut(true) : signOut())}>
          {t('home.signOut')}
        </Button>
      ) : (
        <Button variant="primary" block onClick={signIn}>
          {t('signIn.button')}
        </Button>
      )}
    </Dialog>
  );
}
