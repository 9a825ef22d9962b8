import { List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordField, type Driver } from '@rahti/domain';
import { FormActions } from '../../components/ui/form-actions';
import { FormFailure } from '../../components/ui/form-failure';
import { ApiRequestError, errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useSetAppAccounts, type AppAccountResult } from './drivers-api';
import { useDriverName } from '../../lib/use-driver-name';

/** An empty password is "let the server make one up"; a typed one must meet the spec's rules. */
const activationSchema = z.object({
  password: z.preprocess((value) => (value === '' ? undefined : value), passwordField.optional()),
});
const NAMES_LISTED = 8;

interface ActivateAccountsDialogProps {
  drivers: Driver[];
  onClose: () => void;
  onActivated: (results: AppAccountResult[]) => void;
}

/**
 * A refused batch names its drivers: each clash is a field `driverIds.<index>` of the ids sent,
 * with the reason as its message.
 */
function clashesOf(error: unknown, sent: readonly Driver[]): ReadonlyMap<string, string> {
  if (!(error instanceof ApiRequestError)) return new Map();
  return new Map(
    error.fields.flatMap(({ path, message }) => {
      const driver = sent[Number(/^driverIds\.(\d+)$/.exec(path)?.[1] ?? Number.NaN)];
      return driver ? [[driver.id, message] as const] : [];
    }),
  );
}

/** Switches driver-app accounts on, with an initial password the manager may type. */
export function ActivateAccountsDialog({ drivers, onClose, onActivated }: ActivateAccountsDialogProps) {
  const { t } = useTranslation();
  const fullName = useDriverName();
  const form = useZodForm(activationSchema, { password: '' });
  const setAccounts = useSetAppAccounts();
  const [failure, setFailure] = useState<string>();
  const [clashes, setClashes] = useState<ReadonlyMap<string, string>>(new Map());
  const count = drivers.length;
  // Every driver the server refused is listed, even beyond the first few.
  const listed = drivers.filter((driver, index) => index < NAMES_LISTED || clashes.has(driver.id));

  const submit = form.onSubmit(({ password }) => {
    if (setAccounts.isPending) return;
    setFailure(undefined);
    setClashes(new Map());
    setAccounts.mutate(
      { driverIds: drivers.map((driver) => driver.id), active: true, ...(password ? { password } : {}) },
      {
        onSuccess: (results) => {
          onActivated(results);
          // The passwords dialog has its copy; the cache keeps none (see useSetAppAccounts).
          setAccounts.reset();
        },
        // A clash of usernames fails the whole batch; the message lists the usernames.
        onError: (error) => {
          setFailure(errorMessage(error, t('errors:savingFailed')));
          setClashes(clashesOf(error, drivers));
          setAccounts.reset();
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t('web-drivers:activate.title', { count })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{t('web-drivers:activate.intro', { count })}</Text>
          <List size="sm">
            {listed.map((driver) => {
              const line = t('web-drivers:activate.driverLine', { name: fullName(driver), username: driver.username });
              const clash = clashes.get(driver.id);
              return (
                <List.Item key={driver.id}>
                  {clash ? (
                    <Text span size="sm" c="red.8" fw={700}>
                      {t('web-drivers:activate.driverClash', { line, reason: clash })}
                    </Text>
                  ) : (
                    line
                  )}
                </List.Item>
              );
            })}
            {count > listed.length && (
              <List.Item>{t('web-drivers:activate.andMore', { count: count - listed.length })}</List.Item>
            )}
          </List>
          <PasswordInput
            label={t('web-drivers:activate.password')}
            description={t('web-drivers:activate.passwordHint', { count })}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <FormFailure message={failure} />
          <FormActions
            submitLabel={t('web-drivers:activate.confirm')}
            onCancel={onClose}
            saving={setAccounts.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
