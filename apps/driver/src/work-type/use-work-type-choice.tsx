import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { readOptionalNumber } from '../lib/optional-number';
import { preTripChecklistFor } from '../data/pre-trip-due';
import { useNavigation } from '../shell/navigation';
import { useStartDraft } from '../vehicle/start-draft';
import { QuestionDialog, type CustomQuestion } from './question-dialog';

export interface WorkTypeChoice {
  /** Switches to `workType` (or starts the shift with it), asking the group's question first. */
  choose(workType: number): void;
  /** The question's dialog while it is asked; render it. */
  dialog: ReactNode;
  busy: boolean;
  /** Why the last choice was not stored, in words. */
  error: string | null;
}

/**
 * A tap on a work type: with a shift running it ends the running event and starts the next;
 * without one it starts the shift with the vehicles, start km, route and planned shift chosen on
 * the Vehicle tab, and then asks the vehicle's pre-trip check when its class has one (issue 25).
 */
export function useWorkTypeChoice(onDone?: () => void): WorkTypeChoice {
  const { t } = useTranslation();
  const { context, current, startShift, switchWorkType } = useDriverData();
  const draft = useStartDraft();
  const { open } = useNavigation();
  const [asking, setAsking] = useState<CustomQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const commit = async (workType: number, answer: string | null) => {
    setAsking(null);
    setError(null);
    if (current) {
      await run(() => switchWorkType(workType, answer));
      return;
    }
    const startKm = readOptionalNumber(draft.startKm);
    if (!startKm.ok) {
      setError(t('workType.startKmInvalid', { problem: t(startKm.message) }));
      return;
    }
    const route = draft.routeId === null ? {} : { routeId: draft.routeId };
    const plan = draft.plannedShiftId === null ? {} : { plannedShiftId: draft.plannedShiftId };
    const checksVehicle = preTripChecklistFor(context, draft.vehicleIds) !== null;
    await run(
      () => startShift({ vehicleIds: draft.vehicleIds, startKm: startKm.value, ...route, ...plan, workType, answer }),
      checksVehicle ? () => open({ name: 'preTrip' }) : onDone,
    );
  };

  const run = async (action: () => Promise<void>, then = onDone) => {
    setBusy(true);
    try {
      await action();
      then?.();
    } catch {
      setError(t('common.notStored'));
    } finally {
      setBusy(false);
    }
  };

  const choose = (workType: number) => {
    const question = context?.group?.customQuestions.find((candidate) => candidate.workType === workType);
    if (question) setAsking(question);
    else void commit(workType, null);
  };

  const dialog = asking && (
    <QuestionDialog
      question={asking}
      onAnswer={(answer) => void commit(asking.workType, answer)}
      onCancel={() => setAsking(null)}
    />
  );
  return { choose, dialog, busy, error };
}
