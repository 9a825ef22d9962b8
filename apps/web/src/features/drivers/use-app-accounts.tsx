import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Driver } from '@rahti/domain';
import { notifyError, notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { ActivateAccountsDialog } from './activate-accounts-dialog';
import { useSetAppAccounts, type AppAccountResult } from './drivers-api';
import { GeneratedPasswordsDialog, type GeneratedPassword } from './generated-passwords-dialog';
import { useDriverName } from '../../lib/use-driver-name';

type AppAccountDialog = { kind: 'activate'; drivers: Driver[] } | { kind: 'passwords'; passwords: GeneratedPassword[] };

interface AppAccountsOptions {
  /** Gets the drivers switched, so the page can unselect them. */
  onDone: (driverIds: string[]) => void;
  /** Where the focus goes after the dialogs when the control that opened them is gone. */
  fallback: RefObject<HTMLElement | null>;
}

/**
 * Switching driver-app accounts on (through a dialog: the manager may type a password) and
 * off (at once: it can be undone and keeps the account). `dialogs` goes into the page.
 */
export function useAppAccounts({ onDone, fallback }: AppAccountsOptions) {
  const { t } = useTranslation();
  const fullName = useDriverName();
  const setAccounts = useSetAppAccounts();
  // Each switch-off is its own request; a driver waits for one at a time and its switch stays disabled.
  const pending = useRef(new Set<string>());
  const [pendingIds, setPendingIds] = useState<readonly string[]>([]);
  // The switch that opened the activation also gets the focus after the passwords dialog that
  // follows it; a bulk activation empties the selection, which disables the bar's buttons.
  const returnTo = useRef<HTMLElement | null>(null);
  const dialog = useDialogTarget<AppAccountDialog>({
    get current() {
      return returnTo.current?.isConnected ? returnTo.current : fallback.current;
    },
  });

  const activate = (drivers: Driver[], { fromSelection = false } = {}) => {
    returnTo.current = !fromSelection && document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.open({ kind: 'activate', drivers });
  };

  const activated = (drivers: Driver[], results: AppAccountResult[]) => {
    onDone(drivers.map((driver) => driver.id));
    notifySuccess(t('web-drivers:appAccounts.activated', { count: results.length }));
    const byId = new Map(drivers.map((driver) => [driver.id, driver]));
    const passwords = results.flatMap(({ driverId, username, generatedPassword }) => {
      const driver = byId.get(driverId);
      return generatedPassword
        ? [{ driverId, username, password: generatedPassword, name: driver ? fullName(driver) : username }]
        : [];
    });
    if (passwords.length > 0) dialog.open({ kind: 'passwords', passwords });
    else dialog.close(true);
  };

  const track = (ids: readonly string[], isPending: boolean) => {
    for (const id of ids) {
      if (isPending) pending.current.add(id);
      else pending.current.delete(id);
    }
    setPendingIds([...pending.current]);
  };

  const deactivate = (drivers: Driver[]) => {
    const ids = drivers.map((driver) => driver.id).filter((id) => !pending.current.has(id));
    if (ids.length === 0) return;
    track(ids, true);
    // mutateAsync per call: mutate's own callbacks would be dropped by the next switch-off.
    void setAccounts
      .mutateAsync({ driverIds: ids, active: false })
      .then(
        (results) => {
          onDone(ids);
          notifySuccess(t('web-drivers:appAccounts.deactivated', { count: results.length }));
        },
        (error: unknown) => notifyError(errorMessage(error, t('errors:savingFailed'))),
      )
      .finally(() => track(ids, false));
  };

  const target = dialog.target;
  const dialogs = (
    <>
      {target?.kind === 'activate' && (
        <ActivateAccountsDialog
          drivers={target.drivers}
          onClose={() => dialog.close()}
          onActivated={(results) => activated(target.drivers, results)}
        />
      )}
      {target?.kind === 'passwords' && (
        <GeneratedPasswordsDialog passwords={target.passwords} onClose={() => dialog.close(true)} />
      )}
    </>
  );

  return { activate, deactivate, pendingIds, dialogs };
}
