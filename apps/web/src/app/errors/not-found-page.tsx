import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('web:notFound.title'));
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>{t('web:notFound.title')}</Title>
      <Text>{t('web:notFound.body')}</Text>
      <Anchor component={Link} to="/">
        {t('web:notFound.home')}
      </Anchor>
    </Stack>
  );
}
