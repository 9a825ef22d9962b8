import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@rahti/domain';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useChangePassword } from './profile-api';
import { FormFailure } from '../../components/ui/form-failure';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useZodForm(changePasswordSchema, EMPTY);
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    changePassword.mutate(input, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifySuccess(t('web-account:password.changed'));
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <PasswordInput
          label={t('web-account:password.current')}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('web-account:password.new')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('web-account:password.confirm')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <FormFailure message={failure} />
        <Button type="submit" loading={changePassword.isPending} w="fit-content">
          {t('web-account:password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
