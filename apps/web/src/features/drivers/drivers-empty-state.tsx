import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** No drivers at all: the two ways to add them, for those who may. */
export function DriversEmptyState({ canManage, onAdd }: { canManage: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm">
        <Text fw={600}>{t('web-drivers:empty.title')}</Text>
        <Text>{canManage ? t('web-drivers:empty.hint') : t('web-drivers:empty.readOnlyHint')}</Text>
        {canManage && (
          <Group>
            <Button onClick={onAdd}>{t('web-drivers:list.add')}</Button>
            <Button component={Link} to="/importDrivers" variant="default">
              {t('web-drivers:list.import')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
