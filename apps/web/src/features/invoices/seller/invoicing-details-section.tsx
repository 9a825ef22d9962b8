import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHasAccess } from '../../../auth/use-account';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useInvoicingDetails } from './invoicing-details-api';
import { InvoicingDetailsForm } from './invoicing-details-form';
import { INVOICING_DETAILS_PATH, MissingDetailsAlert } from './missing-details-alert';

/** The organisation as seller on its invoices (a section of the organisation page). */
export function InvoicingDetailsSection() {
  const { t } = useTranslation();
  const canEdit = useHasAccess('adminOrSuperuser');
  const details = useInvoicingDetails();
  const { hash } = useLocation();
  const loaded = details.isSuccess;
  // Opened from an invoice's "fill in the invoicing details" link: the router does not scroll to the hash itself.
  useEffect(() => {
    const target = INVOICING_DETAILS_PATH.split('#')[1];
    if (loaded && hash === `#${target}`) document.getElementById(target ?? '')?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('web-invoices:seller.explanation')}</Text>
      <MissingDetailsAlert linkToSettings={false} />
      {details.isPending && <PageLoader />}
      {details.isError && <QueryError error={details.error} onRetry={() => void details.refetch()} />}
      {details.data && (
        <InvoicingDetailsForm
          key={`${details.data.nextNumber}-${details.data.lastNumber}`}
          details={details.data}
          canEdit={canEdit}
        />
      )}
    </Stack>
  );
}
