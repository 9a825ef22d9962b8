import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '@rahti/domain';
import { rememberLanguage } from './language-preference';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('signIn.language')}
      fullWidth
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(value) => {
        if (!isLanguage(value)) return;
        rememberLanguage(value);
        void i18n.changeLanguage(value);
      }}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
    />
  );
}
