import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { lazyNamed } from '../lib/lazy-named';
import { AutoSwitchUndo } from './auto-switch-undo';
import { CurrentShiftCard } from './current-shift-card';
import { SyncStateCard } from './sync-state-card';
import { ThisPhoneCard } from './this-phone-card';
import { TodayTotals } from './today-totals';
import { UpcomingShifts } from './upcoming-shifts';

/** Loaded only while a pre-trip check waits (decision 0012: the first load stays small). */
const PreTripDueCard = lazyNamed(() => import('../pre-trip/pre-trip-due-card').then((m) => m.PreTripDueCard));
/** Loaded only while the driver has transport tasks (issue 26), with their catalogue. */
const TransportEntryCard = lazyNamed(() =>
  import('../transport/transport-entry-card').then((m) => m.TransportEntryCard),
);

/** The first tab, and the only one in the first load: the shift now, the planned ones, today, and the sync. */
export function StatusTab() {
  const { t } = useTranslation();
  const { preTrip, transportTasks } = useDriverData();
  return (
    <div className="stack">
      <h1>{t('tabs.status')}</h1>
      <AutoSwitchUndo />
      <CurrentShiftCard />
      {preTrip && (
        <Suspense fallback={null}>
          <PreTripDueCard />
        </Suspense>
      )}
      {transportTasks.length > 0 && (
        <Suspense fallback={null}>
          <TransportEntryCard />
        </Suspense>
      )}
      <UpcomingShifts />
      <SyncStateCard />
      <TodayTotals />
      <ThisPhoneCard />
    </div>
  );
}
