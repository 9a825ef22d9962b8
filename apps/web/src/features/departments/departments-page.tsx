import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHasAccess } from '../../auth/use-account';
import { useBases, useDepartments } from '../organisation-data/organisation-data-queries';
import { UnitSection } from './unit-section';

/** /departments: the organisation's departments and bases, which drivers, vehicles and routes belong to. */
export function DepartmentsPage() {
  const { t } = useTranslation();
  const canManage = useHasAccess('adminOrSuperuser');
  const departments = useDepartments();
  const bases = useBases();
  return (
    <Stack>
      <Title order={1}>{t('web-units:title')}</Title>
      <Text>{t('web-units:intro')}</Text>
      {!canManage && (
        <Text size="sm" c="dimmed">
          {t('web-units:readOnly')}
        </Text>
      )}
      <UnitSection kind="departments" units={departments} canManage={canManage} />
      <UnitSection kind="bases" units={bases} canManage={canManage} />
    </Stack>
  );
}
