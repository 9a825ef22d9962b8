import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import type { SyncProblem } from '../data/driver-data.types';
import { useDriverSettings } from '../lib/use-driver-settings';
import { formatZonedDateTime } from '../lib/zoned-time';
import { useNavigation } from '../shell/navigation';
import { Button } from '../ui/button';
import { StatusBanner } from '../ui/status-banner';

/**
 * What the server did not accept, each explained in words (decision 0012: never swallowed)
 * until the driver dismisses it.
 */
export function ProblemList() {
  const { t } = useTranslation();
  const { sync } = useDriverData();
  if (sync.problems.length === 0) return null;
  return (
    <section aria-labelledby="problems-title" className="stack">
      <h3 id="problems-title">{t('problems.title', { count: sync.problems.length })}</h3>
      <ul className="plain-list stack">
        {sync.problems.map((problem) => (
          <ProblemItem key={problem.key} problem={problem} />
        ))}
      </ul>
    </section>
  );
}

function ProblemItem({ problem }: { problem: SyncProblem }) {
  const { t } = useTranslation();
  const { shifts, dismissProblem } = useDriverData();
  const { timeZone } = useDriverSettings();
  const { open } = useNavigation();
  const textId = useId();
  const shift = problem.clientKey ? shifts.find((candidate) => candidate.clientKey === problem.clientKey) : undefined;
  return (
    <li>
      <StatusBanner
        tone="danger"
        announce="none"
        action={
          <span className="button-row">
            {shift && (
              <Button aria-describedby={textId} onClick={() => open({ name: 'shift', clientKey: shift.clientKey })}>
                {t('problems.openShift')}
              </Button>
            )}
            <Button aria-describedby={textId} onClick={() => void dismissProblem(problem.key)}>
              {t('problems.dismiss')}
            </Button>
          </span>
        }
      >
        <span id={textId}>{t(problem.message, problem.params)}</span>
        <br />
        <span className="muted">{formatZonedDateTime(problem.at, timeZone)}</span>
      </StatusBanner>
    </li>
  );
}
