import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { upcomingPlans } from '../data/planned-shifts';
import { useNow } from '../lib/use-now';
import { Button } from '../ui/button';
import { PlannedShiftFacts } from './planned-shift-facts';

/** How many planned shifts show before "Show all": the next few days on a phone screen. */
const SHOWN_FIRST = 3;

/**
 * The driver's next planned shifts (issue 24), from the last sync, so they show offline too.
 * Nothing is shown while there are none (an office that does not plan, an older server).
 */
export function UpcomingShifts() {
  const { t } = useTranslation();
  const { plannedShifts } = useDriverData();
  const now = useNow(60_000);
  const [showsAll, setShowsAll] = useState(false);
  const plans = upcomingPlans(plannedShifts, now);
  if (plans.length === 0) return null;
  const shown = showsAll ? plans : plans.slice(0, SHOWN_FIRST);
  return (
    <section className="card stack" aria-labelledby="upcoming-title">
      <div>
        <h2 id="upcoming-title">{t('plans.upcoming')}</h2>
        <p className="muted">{t('plans.upcomingHint')}</p>
      </div>
      <ul id="upcoming-list" className="plain-list upcoming-shifts">
        {shown.map((plan) => (
          <li key={plan.id} className="upcoming-shifts__item">
            <PlannedShiftFacts plan={plan} now={now} />
          </li>
        ))}
      </ul>
      {plans.length > SHOWN_FIRST && (
        <Button aria-expanded={showsAll} aria-controls="upcoming-list" onClick={() => setShowsAll(!showsAll)}>
          {showsAll ? t('plans.showFewer') : t('plans.showAll', { count: plans.length })}
        </Button>
      )}
    </section>
  );
}
