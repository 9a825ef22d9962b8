import { PasswordInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema, type User } from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useSetTemporaryPassword } from './organisation-api';

/** Admin: gives a user who forgot their password a temporary one, replaced at their next sign-in. */
export function TemporaryPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(newPasswordSchema, { password: '', confirmPassword: '' });
  const save = useSetTemporaryPassword(user.organisationId, user.id);

  return (
    <FormDialog
      title={t('web-organisation:users.temporaryPasswordFor', { name: user.displayName })}
      form={form}
      save={save}
      submitLabel={t('web-organisation:users.temporaryPasswordSave')}
      onSaved={() => {
        notifySuccess(t('web-organisation:users.temporaryPasswordDone', { name: user.displayName }));
        onClose();
      }}
      onClose={onClose}
    >
      <Text size="sm">{t('web-organisation:users.temporaryPasswordExplanation', { name: user.displayName })}</Text>
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
    </FormDialog>
  );
}
