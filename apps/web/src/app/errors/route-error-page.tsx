import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './not-found-page';

/** A page or loader threw: say so and offer a reload, never a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
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
