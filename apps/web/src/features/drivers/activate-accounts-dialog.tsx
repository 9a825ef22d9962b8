import { List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordField, type Driver } from '@rahti/domain';
import { FormActions } from '../../components/ui/form-actions';
import { FormFailure } from '../../components/ui/form-failure';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useSetAppAccounts, type AppAccountResult } from './drivers-api';
import { fullName } from './driver-labels';

/** An empty password is "let the server make one up"; a typed one must meet the spec's rules. */
const activationSchema = z.object({ password: z.preprocess((value) => (value === '' ? undefined : value), passwordField.optional()) });
const NAMES_LISTED = 8;

interface ActivateAccountsDialogProps {
  drivers: Driver[];
  onClose: () => void;
  onActivated: (results: AppAccountResult[]) => void;
}

/** Switches driver-app accounts on, with an initial password the manager may type. */
export function ActivateAccountsDialog({ drivers, onClose, onActivated }: ActivateAccountsDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(activationSchema, { password: '' });
  const setAccounts = useSetAppAccounts();
  const [failure, setFailure] = useState<string>();
  const count = drivers.length;

  const submit = form.onSubmit(({ password }) => {
    setFailure(undefined);
    setAccounts.mutate(
      { driverIds: drivers.map((driver) => driver.id), active: true, ...(password ? { password } : {}) },
      {
        onSuccess: onActivated,
        // A clash of usernames fails the whole batch; the server names no driver (driverIds).
        onError: (error) => setFailure(errorMessage(error, t('errors:savingFailed'))),
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t('web-drivers:activate.title', { count })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{t('web-drivers:activate.intro', { count })}</Text>
          <List size="sm">
            {drivers.slice(0, NAMES_LISTED).map((driver) => (
              <List.Item key={driver.id}>{t('web-drivers:activate.driverLine', { name: fullName(driver), username: driver.username })}</List.Item>
            ))}
            {count > NAMES_LISTED && <List.Item>{t('web-drivers:activate.andMore', { count: count - NAMES_LISTED })}</List.Item>}
          </List>
          <PasswordInput
            label={t('web-drivers:activate.password')}
            description={t('web-drivers:activate.passwordHint', { count })}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <FormFailure message={failure} />
          <FormActions submitLabel={t('web-drivers:activate.confirm')} onCancel={onClose} saving={setAccounts.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
