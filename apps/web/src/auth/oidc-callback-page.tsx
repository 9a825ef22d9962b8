import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/ui/page-loader';
import { useSession } from './session';

export const DEFAULT_LANDING_PATH = '/calculations';

const describe = (error: unknown) =>
  (error as { error_description?: string }).error_description ??
  (error instanceof Error ? error.message : String(error));

/** The provider sends the user back here with a code; exchange it and go where sign-in started. */
export function OidcCallbackPage() {
  const { t } = useTranslation();
  const { completeSignIn } = useSession();
  const navigate = useNavigate();
  // A code can be redeemed once; development StrictMode would otherwise run this twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignIn().then(
      (returnTo) => navigate(returnTo ?? DEFAULT_LANDING_PATH, { replace: true }),
      (error: unknown) =>
        navigate(`/oidc-callback-error?error=${encodeURIComponent(describe(error))}`, { replace: true }),
    );
  }, [completeSignIn, navigate]);

  return <PageLoader label={t('web:auth.completingSignIn')} />;
}
