import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No item yet: what the page is for and the way to add the first, or to add a vehicle before that. */
export function FleetEmptyState({ hasVehicles, onAdd }: { hasVehicles: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('web-fleet:empty.title')}</Text>
        <Text>{t('web-fleet:empty.hint')}</Text>
        {hasVehicles ? (
          <Button onClick={onAdd}>{t('web-fleet:add')}</Button>
        ) : (
          <>
            <Text>{t('web-fleet:empty.noVehicles')}</Text>
            <Anchor component={Link} to="/vehicles">
              {t('web-fleet:empty.vehiclesLink')}
            </Anchor>
          </>
        )}
      </Stack>
    </Paper>
  );
}
