import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The two ways to get vehicles in: one at a time, or many from a spreadsheet. */
export function AddVehicleActions({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button component={Link} to="/importVehicles" variant="default">
        {t('web-vehicles:importFromFile')}
      </Button>
      <Button onClick={onAdd}>{t('web-vehicles:add')}</Button>
    </Group>
  );
}

/** No vehicles at all: says how to add them, or only that there are none for a read-only user. */
export function NoVehicles({ onAdd }: { onAdd?: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl">
      <Text fw={600}>{t('web-vehicles:empty')}</Text>
      <Text mb={onAdd ? 'md' : undefined}>
        {onAdd ? t('web-vehicles:emptyHint') : t('web-vehicles:emptyHintReadOnly')}
      </Text>
      {onAdd && <AddVehicleActions onAdd={onAdd} />}
    </Paper>
  );
}
