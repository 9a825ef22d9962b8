import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Driver } from '@rahti/domain';
import { notifyError, notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { ActivateAccountsDialog } from './activate-accounts-dialog';
import { useSetAppAccounts, type AppAccountResult } from './drivers-api';
import { fullName } from './driver-labels';
import { GeneratedPasswordsDialog, type GeneratedPassword } from './generated-passwords-dialog';

/**
 * Switching driver-app accounts on (through a dialog: the manager may type a password) and
 * off (at once: it can be undone and keeps the account). `dialogs` goes into the page;
 * `onDone` gets the drivers switched, so the page can unselect them.
 */
export function useAppAccounts(onDone: (driverIds: string[]) => void) {
  const { t } = useTranslation();
  const setAccounts = useSetAppAccounts();
  const [activating, setActivating] = useState<Driver[]>();
  const [passwords, setPasswords] = useState<GeneratedPassword[]>();

  const activated = (drivers: Driver[], results: AppAccountResult[]) => {
    setActivating(undefined);
    onDone(drivers.map((driver) => driver.id));
    notifySuccess(t('web-drivers:appAccounts.activated', { count: results.length }));
    const byId = new Map(drivers.map((driver) => [driver.id, driver]));
    const generated = results.flatMap(({ driverId, username, generatedPassword }) => {
      const driver = byId.get(driverId);
      return generatedPassword ? [{ driverId, username, password: generatedPassword, name: driver ? fullName(driver) : username }] : [];
    });
    if (generated.length > 0) setPasswords(generated);
  };

  const deactivate = (drivers: Driver[]) =>
    setAccounts.mutate(
      { driverIds: drivers.map((driver) => driver.id), active: false },
      {
        onSuccess: (results) => {
          onDone(drivers.map((driver) => driver.id));
          notifySuccess(t('web-drivers:appAccounts.deactivated', { count: results.length }));
        },
        onError: (error) => notifyError(errorMessage(error, t('errors:savingFailed'))),
      },
    );

  const dialogs = (
    <>
      {activating && <ActivateAccountsDialog drivers={activating} onClose={() => setActivating(undefined)} onActivated={(results) => activated(activating, results)} />}
      {passwords && <GeneratedPasswordsDialog passwords={passwords} onClose={() => setPasswords(undefined)} />}
    </>
  );

  return {
    activate: setActivating,
    deactivate,
    pendingIds: setAccounts.isPending ? setAccounts.variables.driverIds : [],
    dialogs,
  };
}
