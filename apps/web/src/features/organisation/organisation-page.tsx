import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount, useFeatures } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { PageSection as Section } from '../../components/ui/page-section';
import { QueryError } from '../../components/ui/query-error';
import { useLanguage } from '../../lib/use-language';
import { CreateUserDialog } from './create-user-dialog';
import { InvoicingDetailsSection } from '../invoices/seller/invoicing-details-section';
import { INVOICING_SECTION_ID } from '../invoices/seller/missing-details-alert';
import { ExternalServicesSection } from './external-services/external-services-section';
import { LicenceTypesSection } from './licence-types/licence-types-section';
import { useOrganisation, useOrganisationUsers } from './organisation-api';
import { OrganisationDeletion } from './organisation-deletion';
import { SourceDeletion } from './source-deletion';
import { OrganisationSettingsForm } from './organisation-settings-form';
import { PayrollCodesSection } from './payroll-codes/payroll-codes-section';
import { TaskFeedsSection } from './task-feeds/task-feeds-section';
import { useSupervisors } from './supervisors/supervisors-api';
import { UsersTable } from './users-table';
import { WageSettingsSection } from './wage-settings/wage-settings-section';
import { WebhooksSection } from './webhooks/webhooks-section';

/** Admin or Superuser: the organisation's settings, users, payroll codes, wage settings, invoicing details, licence types, external services, task feeds, removal of tasks or invoices by source (Admin), and setting it to be deleted. */
export function OrganisationPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data: account } = useAccount();
  const features = useFeatures();
  const organisation = useOrganisation();
  const users = useOrganisationUsers();
  const supervisors = useSupervisors(features?.timesheetManagement === true);
  const [creating, setCreating] = useState(false);

  return (
    <Stack>
      <Title order={1}>{t('web-organisation:title')}</Title>
      <Section id="organisation-settings" title={t('web-organisation:settings.heading')}>
        {organisation.isPending && <PageLoader />}
        {organisation.isError && <QueryError error={organisation.error} onRetry={() => void organisation.refetch()} />}
        {organisation.data && <OrganisationSettingsForm key={organisation.data.id} organisation={organisation.data} />}
      </Section>
      <Section id="organisation-users" title={t('web-organisation:users.heading')}>
        <Group mb="sm">
          <Button onClick={() => setCreating(true)}>{t('web-organisation:users.add')}</Button>
        </Group>
        {users.isPending && <PageLoader />}
        {users.isError && <QueryError error={users.error} onRetry={() => void users.refetch()} />}
        {supervisors.data && (
          <Text size="sm" mb="sm">
            {t('web-organisation:supervision.pageExplanation')}
          </Text>
        )}
        {supervisors.isError && <QueryError error={supervisors.error} onRetry={() => void supervisors.refetch()} />}
        {users.data && (
          <UsersTable
            users={users.data}
            currentUserId={account?.id ?? ''}
            canSetPasswords={account?.role === 'Admin'}
            supervisors={supervisors.data}
          />
        )}
        <CreateUserDialog opened={creating} onClose={() => setCreating(false)} defaultLanguage={language} />
      </Section>
      <Section id="organisation-payroll-codes" title={t('web-organisation:payrollCodes.heading')}>
        <PayrollCodesSection />
      </Section>
      {features?.calculations && (
        <Section id="organisation-wage-settings" title={t('web-organisation:wageSettings.heading')}>
          <WageSettingsSection currency={organisation.data?.currency ?? account?.organisationCurrency ?? 'EUR'} />
        </Section>
      )}
      {features?.taskProfitability && (
        <Section id={INVOICING_SECTION_ID} title={t('web-invoices:seller.heading')}>
          <InvoicingDetailsSection />
        </Section>
      )}
      <Section id="organisation-licence-types" title={t('web-organisation:licenceTypes.heading')}>
        <LicenceTypesSection />
      </Section>
      {features?.externalServiceIntegration && (
        <Section id="organisation-external-services" title={t('web-organisation:externalServices.heading')}>
          <ExternalServicesSection />
        </Section>
      )}
      {features?.externalServiceIntegration && (
        <Section id="organisation-task-feeds" title={t('web-organisation:taskFeeds.heading')}>
          <TaskFeedsSection />
        </Section>
      )}
      {features?.api && account?.role === 'Admin' && (
        <Section id="organisation-webhooks" title={t('web-webhooks:heading')}>
          <WebhooksSection />
        </Section>
      )}
      {features?.taskProfitability && account?.role === 'Admin' && organisation.data && (
        <Section id="organisation-source-deletion" title={t('web-organisation:sourceDeletion.heading')}>
          <SourceDeletion organisationName={organisation.data.name} />
        </Section>
      )}
      {organisation.data && (
        <Section id="organisation-deletion" title={t('web-organisation:deletion.heading')}>
          <OrganisationDeletion organisation={organisation.data} />
        </Section>
      )}
    </Stack>
  );
}
