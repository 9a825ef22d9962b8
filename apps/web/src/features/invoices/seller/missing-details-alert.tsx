import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHasAccess } from '../../../auth/use-account';
import { useInvoicingDetails } from './invoicing-details-api';

/** The organisation page's section of the invoicing details, and its address (the section's heading). */
export const INVOICING_SECTION_ID = 'organisation-invoicing';
export const INVOICING_DETAILS_PATH = `/organisation#${INVOICING_SECTION_ID}-heading`;

/**
 * The seller's details an invoice cannot be sent without, in words, while any is empty; those
 * who may fill them in get the way there, others are told whom to ask.
 */
export function MissingDetailsAlert({ linkToSettings = true }: { linkToSettings?: boolean }) {
  const { t } = useTranslation();
  const canEdit = useHasAccess('adminOrSuperuser');
  const details = useInvoicingDetails();
  const missing = details.data?.missing ?? [];
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" c="dark.9" title={t('web-invoices:seller.missingTitle')}>
      <Text size="sm">{t('web-invoices:seller.missingHint')}</Text>
      <List size="sm" mt={4}>
        {missing.map((code) => (
          <List.Item key={code}>{t(`validation:finvoiceMissing.${code}`)}</List.Item>
        ))}
      </List>
      {linkToSettings && (
        <Text size="sm" mt="xs">
          {canEdit ? (
            <Anchor component={Link} to={INVOICING_DETAILS_PATH}>
              {t('web-invoices:seller.fillIn')}
            </Anchor>
          ) : (
            t('web-invoices:seller.askAdmin')
          )}
        </Text>
      )}
    </Alert>
  );
}
