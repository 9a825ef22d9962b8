import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DRIVER_APP_PERMISSIONS } from '@rahti/domain';
import type { DriverGroupForm } from './use-driver-group-form';

/** What the group's drivers may do in the driver app (spec section 6), and the device lock. */
export function PermissionFields({ form }: { form: DriverGroupForm }) {
  const { t } = useTranslation();
  const { permissions } = form.values;
  return (
    <Fieldset legend={t('web-driver-groups:form.permissions')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('web-driver-groups:form.permissionsHint')}
      </Text>
      <Stack gap="xs">
        {DRIVER_APP_PERMISSIONS.map((key) => (
          <Checkbox
            key={key}
            label={t(`web-driver-groups:permissions.${key}`)}
            checked={permissions[key]}
            onChange={(event) => form.setValue('permissions', { ...permissions, [key]: event.currentTarget.checked })}
          />
        ))}
        <Checkbox
          label={t('web-driver-groups:form.deviceLock')}
          description={t('web-driver-groups:form.deviceLockHint')}
          checked={form.values.deviceLock}
          onChange={(event) => form.setValue('deviceLock', event.currentTarget.checked)}
        />
      </Stack>
    </Fieldset>
  );
}
