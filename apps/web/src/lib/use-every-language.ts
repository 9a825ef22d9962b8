import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@rahti/domain';

/**
 * For a page that shows text in all three languages at once (`t(key, { lng })`): fetches the
 * catalogues the app has not loaded yet, and says when they are all in.
 */
export function useEveryLanguage(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => LANGUAGES.every((language) => i18n.hasResourceBundle(language, 'web')));
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    void i18n.loadLanguages([...LANGUAGES]).then(() => !cancelled && setReady(true));
    return () => {
      cancelled = true;
    };
  }, [i18n, ready]);
  return ready;
}
