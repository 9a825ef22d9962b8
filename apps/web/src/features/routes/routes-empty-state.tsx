import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEW_ROUTE_PATH } from './route-paths';

/** No route yet: what routes are for, and the way to make the first. */
export function RoutesEmptyState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('web-routes:empty.title')}</Text>
        <Text>{t('web-routes:empty.hint')}</Text>
        <Button component={Link} to={NEW_ROUTE_PATH}>
          {t('web-routes:list.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
