import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { PageSection } from '../../components/ui/page-section';
import { QueryError } from '../../components/ui/query-error';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

export function UserProfilePage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <Stack>
      <Title order={1}>{t('web-account:title')}</Title>
      {account.isPending && <PageLoader />}
      {account.isError && <QueryError error={account.error} onRetry={() => void account.refetch()} />}
      {account.data && (
        <>
          <PageSection id="profile" title={t('web-account:profile.heading')}>
            <Text mb="sm">{t('web-account:profile.email', { email: account.data.email })}</Text>
            <ProfileForm account={account.data} />
          </PageSection>
          <PageSection id="change-password" title={t('web-account:password.heading')}>
            <ChangePasswordForm />
          </PageSection>
        </>
      )}
    </Stack>
  );
}
