import { Button, Group, Modal, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createUserSchema, type Language } from '@rahti/domain';
import { notifySuccess } from '../../components/ui/notify';
import { languageOptions, roleOptions } from '../../components/ui/options';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useCreateUser } from './organisation-api';
import { useUserManagement } from './user-management';
import { FormFailure } from '../../components/ui/form-failure';

interface Props {
  opened: boolean;
  onClose: () => void;
  defaultLanguage: Language;
}

export function CreateUserDialog({ opened, onClose, defaultLanguage }: Props) {
  const { t } = useTranslation();
  const empty = {
    email: '',
    displayName: '',
    role: 'User' as const,
    displayLanguage: defaultLanguage,
    password: '',
    confirmPassword: '',
  };
  const form = useZodForm(createUserSchema, empty);
  const createUser = useCreateUser();
  const { grantableRoles } = useUserManagement();
  const [failure, setFailure] = useState<string>();

  const close = () => {
    form.reset(empty);
    setFailure(undefined);
    onClose();
  };

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    createUser.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('web-organisation:users.created', { email: input.email }));
        close();
      },
      // A 409 carries the server's "User name is already taken"; other failures the generic message.
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:userCreateFailed')));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('web-organisation:users.createTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('web-organisation:users.email')}
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps('email')}
          />
          <TextInput label={t('web-organisation:users.name')} required {...form.getInputProps('displayName')} />
          <NativeSelect
            label={t('web-organisation:users.role')}
            data={roleOptions(t, grantableRoles())}
            {...form.getInputProps('role')}
          />
          <NativeSelect
            label={t('web-organisation:users.language')}
            data={languageOptions(t)}
            {...form.getInputProps('displayLanguage')}
          />
          <PasswordInput
            label={t('web-organisation:users.password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('web-organisation:users.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <FormFailure message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={createUser.isPending}>
              {t('web-organisation:users.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
