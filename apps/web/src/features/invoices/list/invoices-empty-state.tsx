import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEW_INVOICE_PATH, TASKS_PATH } from '../invoice-paths';

/** No invoices at all: the two ways to make the first, by hand or from the tasks done. */
export function InvoicesEmptyState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm">
        <Text fw={600}>{t('web-invoices:empty.title')}</Text>
        <Text>{t('web-invoices:empty.hint')}</Text>
        <Group>
          <Button component={Link} to={NEW_INVOICE_PATH}>
            {t('web-invoices:list.new')}
          </Button>
          <Button component={Link} to={TASKS_PATH} variant="default">
            {t('web-invoices:empty.toTasks')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
