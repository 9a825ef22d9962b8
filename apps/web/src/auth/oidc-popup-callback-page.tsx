import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/ui/page-loader';
import { createUserManager } from './user-manager';

/** Runs inside a sign-in popup: hands the answer to the window that opened it. */
export function OidcPopupCallbackPage() {
  const { t } = useTranslation();
  useEffect(() => {
    createUserManager()
      .signinPopupCallback()
      .catch((error: unknown) => console.error(error));
  }, []);
  return <PageLoader label={t('web:auth.completingSignIn')} />;
}
