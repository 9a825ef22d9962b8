import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUserSchema, type User } from '@rahti/domain';
import { notifySuccess } from '../../components/ui/notify';
import { languageOptions, roleOptions } from '../../components/ui/options';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useUpdateUser } from './organisation-api';
import { useUserManagement } from './user-management';
import { FormFailure } from '../../components/ui/form-failure';

/** Mounted per user being edited, so the form starts from that user's values. */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(updateUserSchema, {
    displayName: user.displayName,
    role: user.role,
    displayLanguage: user.displayLanguage,
  });
  const updateUser = useUpdateUser(user.organisationId);
  const { grantableRoles } = useUserManagement();
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    updateUser.mutate(
      { id: user.id, ...input },
      {
        onSuccess: () => {
          notifySuccess(t('web-organisation:users.updated'));
          onClose();
        },
        onError: (error) => {
          if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:userEditFailed')));
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t('web-organisation:users.editTitle', { email: user.email })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('web-organisation:users.name')} required {...form.getInputProps('displayName')} />
          <NativeSelect
            label={t('web-organisation:users.role')}
            data={roleOptions(t, grantableRoles(user))}
            {...form.getInputProps('role')}
          />
          <NativeSelect
            label={t('web-organisation:users.language')}
            data={languageOptions(t)}
            {...form.getInputProps('displayLanguage')}
          />
          <FormFailure message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={updateUser.isPending}>
              {t('web:common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
