import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A page threw (RouteErrorBoundary): say so and offer a reload, never a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{t('errors:unknown')}</Title>
        <Alert color="red" w="100%">
          {t('web:errorPage.hint')}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t('web:errorPage.reload')}</Button>
      </Stack>
    </Container>
  );
}
