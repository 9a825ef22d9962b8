import { Alert, Button, Image, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../i18n/language-switcher';

const ICON_URL = `${import.meta.env.BASE_URL}icons/icon.svg`;

export function SignInScreen({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  return (
    <Stack component="main" mih="100dvh" p="lg" justify="center" maw={420} mx="auto" gap="lg">
      <Stack align="center" gap="xs">
        <Image src={ICON_URL} alt="" w={96} h={96} radius="lg" />
        <Title order={1}>{t('appName')}</Title>
        <Text ta="center">{t('signIn.title')}</Text>
      </Stack>
      {!online && (
        <Alert color="yellow" role="status">
          {t('signIn.offline')}
        </Alert>
      )}
      <Button size="lg" fullWidth onClick={onSignIn} disabled={!online}>
        {t('signIn.button')}
      </Button>
      <LanguageSwitcher />
    </Stack>
  );
}
