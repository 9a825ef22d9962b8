import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccount, useHasAccess } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { PageSection } from '../../components/ui/page-section';
import { QueryError } from '../../components/ui/query-error';
import { useAllOrganisations, useAllUsers, useContactMessages } from './administration-api';
import { ContactMessagesTable } from './contact-messages-table';
import { AllUsersTable } from './all-users-table';
import { CreateOrganisationForm } from './create-organisation-form';
import { OrganisationsTable } from './organisations-table';

/** Admin only by route; the site-wide content only for Admins of the site operator's organisation. */
export function AdministrationPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const isOperatorAdmin = useHasAccess('siteOperator');
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web-administration:title')}</Title>
        {account.data?.features.vehicles && (
          <Button component={Link} to="/administration/equipment" variant="default">
            {t('web:menu.equipment')}
          </Button>
        )}
      </Group>
      {account.isPending && <PageLoader />}
      {account.isError && <QueryError error={account.error} onRetry={() => void account.refetch()} />}
      {account.data && !isOperatorAdmin && <Alert color="blue">{t('web-administration:operatorOnly')}</Alert>}
      {isOperatorAdmin && <SiteAdministration />}
    </Stack>
  );
}

function SiteAdministration() {
  const { t } = useTranslation();
  const organisations = useAllOrganisations();
  const users = useAllUsers();
  const messages = useContactMessages();
  return (
    <>
      <PageSection id="create-organisation" title={t('web-administration:create.heading')}>
        <CreateOrganisationForm />
      </PageSection>
      <PageSection id="all-organisations" title={t('web-administration:organisations.heading')}>
        {organisations.isPending && <PageLoader />}
        {organisations.isError && (
          <QueryError error={organisations.error} onRetry={() => void organisations.refetch()} />
        )}
        {organisations.data && <OrganisationsTable organisations={organisations.data} />}
      </PageSection>
      <PageSection id="all-users" title={t('web-administration:users.heading')}>
        {users.isPending && <PageLoader />}
        {users.isError && <QueryError error={users.error} onRetry={() => void users.refetch()} />}
        {users.data && <AllUsersTable users={users.data} />}
      </PageSection>
      <PageSection id="contact-messages" title={t('web-administration:messages.heading')}>
        {messages.isPending && <PageLoader />}
        {messages.isError && <QueryError error={messages.error} onRetry={() => void messages.refetch()} />}
        {messages.data && <ContactMessagesTable messages={messages.data} />}
      </PageSection>
    </>
  );
}
