import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@rahti/domain';
import { useChooseLanguage } from '../../auth/use-choose-language';
import { DeferredMenu } from '../../components/ui/deferred-menu';
import { Icon } from '../../components/ui/icons';
import { notifyError } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-language';

/**
 * Each language is named in itself, so a user who cannot read the current one still finds
 * theirs. A signed-in user's pick is saved to the account.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const current = t(`web:languages.${language}`);
  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      target={
        <Button
          variant="subtle"
          color="dark"
          leftSection={<Icon name="language" />}
          aria-label={`${t('web:shell.language')}: ${current}`}
        >
          {current}
        </Button>
      }
    >
      {(Menu) =>
        LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            aria-current={option === language ? 'true' : undefined}
            fw={option === language ? 700 : undefined}
            onClick={() => {
              chooseLanguage(option).catch((error: unknown) =>
                notifyError(errorMessage(error, t('errors:serverConnection'))),
              );
            }}
          >
            {t(`web:languages.${option}`)}
          </Menu.Item>
        ))
      }
    </DeferredMenu>
  );
}
