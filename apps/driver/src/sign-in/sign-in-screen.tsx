import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { useOnline } from '../lib/use-online';
import { Button } from '../ui/button';
import { StatusBanner } from '../ui/status-banner';

const ICON_URL = `${import.meta.env.BASE_URL}icons/icon.svg`;

interface SignInScreenProps {
  onSignIn: () => void;
  /** Opens the app signed out: it records on this phone and uploads at the next sign-in. */
  onContinueSignedOut: () => void;
}

export function SignInScreen({ onSignIn, onContinueSignedOut }: SignInScreenProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const { current, sync } = useDriverData();
  const keptOnPhone = current !== null || sync.pending > 0;
  return (
    <main className="sign-in">
      <div className="sign-in__intro">
        <img src={ICON_URL} alt="" width={96} height={96} />
        <h1>{t('appName')}</h1>
        <p>{t('signIn.title')}</p>
      </div>
      {keptOnPhone && <StatusBanner tone="warning">{t('warning.signedOut')}</StatusBanner>}
      {!online && <StatusBanner tone="warning">{t('signIn.offline')}</StatusBanner>}
      <div className="stack">
        <Button variant="primary" size="large" block onClick={onSignIn} disabled={!online}>
          {t('signIn.button')}
        </Button>
        <Button size="large" block onClick={onContinueSignedOut}>
          {keptOnPhone ? t('signIn.continueShift') : t('signIn.continueSignedOut')}
        </Button>
      </div>
      <LanguageSwitcher />
    </main>
  );
}
