import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHasAccess } from '../../../auth/use-account';
import { INVOICING_DETAILS_PATH } from '../seller/missing-details-alert';

/** The customers page, where the buyer's details are kept. */
const CUSTOMERS_PATH = '/customers';

/** Why the Finvoice message cannot be written yet: each missing field in words, and where to fill it in. */
export function FinvoiceMissingDialog({ missing, onClose }: { missing: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const canEditSeller = useHasAccess('adminOrSuperuser');
  return (
    <Modal opened={missing.length > 0} onClose={onClose} title={t('web-invoices:documents.missingTitle')} centered>
      <Stack>
        <Text>{t('web-invoices:documents.missingHint')}</Text>
        <List>
          {missing.map((field) => (
            <List.Item key={field}>{field}</List.Item>
          ))}
        </List>
        <Text size="sm">
          {canEditSeller && (
            <>
              <Anchor component={Link} to={INVOICING_DETAILS_PATH}>
                {t('web-invoices:seller.fillIn')}
              </Anchor>
              {' · '}
            </>
          )}
          <Anchor component={Link} to={CUSTOMERS_PATH}>
            {t('web-invoices:documents.toCustomers')}
          </Anchor>
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('web:common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
