import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The word "beta" beside a page in beta (spec section 2 marks such pages), in the menu and on the page. */
export function BetaBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color="grape" c="grape.9" tt="lowercase">
      {t('web:menu.beta')}
    </Badge>
  );
}
