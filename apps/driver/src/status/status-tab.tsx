import { useTranslation } from 'react-i18next';
import { AutoSwitchUndo } from './auto-switch-undo';
import { CurrentShiftCard } from './current-shift-card';
import { SyncStateCard } from './sync-state-card';
import { ThisPhoneCard } from './this-phone-card';
import { TodayTotals } from './today-totals';
import { UpcomingShifts } from './upcoming-shifts';

/** The first tab, and the only one in the first load: the shift now, the planned ones, today, and the sync. */
export function StatusTab() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <h1>{t('tabs.status')}</h1>
      <AutoSwitchUndo />
      <CurrentShiftCard />
      <UpcomingShifts />
      <SyncStateCard />
      <TodayTotals />
      <ThisPhoneCard />
    </div>
  );
}
