import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '@rahti/domain';
import { RadioField } from '../ui/choice-field';
import { rememberLanguage } from './language-preference';

/** Each language named in itself, as radio buttons; the choice is kept on this phone. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <fieldset className="choice-group">
      <legend>{t('signIn.language')}</legend>
      {LANGUAGES.map((language) => (
        <RadioField
          key={language}
          name="language"
          value={language}
          lang={language}
          checked={current === language}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (!isLanguage(value)) return;
            rememberLanguage(value);
            void i18n.changeLanguage(value);
          }}
          label={t(`languages.${language}`)}
        />
      ))}
    </fieldset>
  );
}
