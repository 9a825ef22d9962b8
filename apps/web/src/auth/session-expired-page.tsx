import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RahtiLogo } from '../components/ui/rahti-logo';
import { useDocumentTitle } from '../lib/use-document-title';
import { useSession } from './session';

/**
 * The token ran out and could not be renewed, or the server refused it. The user reads why
 * before being sent to sign in again, and comes back to the page they were on.
 */
export function SessionExpiredPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  useDocumentTitle(t('errors:sessionExpired'));
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <RahtiLogo size={48} />
        <Title order={1}>{t('errors:sessionExpired')}</Title>
        <Alert color="yellow" w="100%">
          {t('web:auth.sessionExpiredHint')}
        </Alert>
        <Button onClick={() => void signIn()}>{t('web:auth.signInAgain')}</Button>
      </Stack>
    </Container>
  );
}
