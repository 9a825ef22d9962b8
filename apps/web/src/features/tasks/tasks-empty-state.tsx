import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatures } from '../../auth/use-account';
import { NEW_TASK_PATH } from './task-paths';

/** No task in the period at all: what tasks are for, and the two ways to make them. */
export function TasksEmptyState() {
  const { t } = useTranslation();
  const hasTimesheet = useFeatures()?.timesheetManagement === true;
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm">
        <Text fw={600}>{t('web-tasks:empty.title')}</Text>
        <Text>{t('web-tasks:empty.hint')}</Text>
        <Group>
          <Button component={Link} to={NEW_TASK_PATH}>
            {t('web-tasks:list.add')}
          </Button>
          {hasTimesheet && (
            <Button component={Link} to="/timesheet" variant="default">
              {t('web-tasks:empty.fromShifts')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
