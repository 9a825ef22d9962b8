import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { useOnline } from '../lib/use-online';
import { StatusBanner } from '../ui/status-banner';
import { useSession } from './session-context';

/**
 * Above every tab: the upload warning of spec section 8 while nobody is signed in or the account
 * is not linked to a driver, and the offline notice. The Status tab says the rest in words.
 */
export function SyncBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { sync } = useDriverData();
  const online = useOnline();
  return (
    <div className="sync-banner">
      {!user && <StatusBanner tone="warning">{t('warning.signedOut')}</StatusBanner>}
      {user && sync.state === 'notLinked' && <StatusBanner tone="warning">{t('warning.notLinked')}</StatusBanner>}
      {!online && <StatusBanner tone="info">{t('home.offline')}</StatusBanner>}
    </div>
  );
}
