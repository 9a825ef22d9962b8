import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title, so each page is announced and found by its name. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const product = t('web:app.name');
  useEffect(() => {
    document.title = title ? `${title} – ${product}` : product;
  }, [title, product]);
}
