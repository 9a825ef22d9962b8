import { useTranslation } from 'react-i18next';
import { workTypeKey } from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import { useDriverSettings } from '../lib/use-driver-settings';
import { formatZonedTime } from '../lib/zoned-time';
import { Button } from '../ui/button';
import { StatusBanner } from '../ui/status-banner';

/** "Switched to Break automatically at 10:42 — Undo" (auto drive and auto break, spec section 9). */
export function AutoSwitchUndo() {
  const { t } = useTranslation();
  const { autoSwitch, undoAutoSwitch } = useDriverData();
  const { timeZone } = useDriverSettings();
  if (!autoSwitch) return null;
  return (
    <StatusBanner
      tone="info"
      action={
        <Button variant="primary" onClick={() => void undoAutoSwitch()}>
          {t('autoSwitch.undo')}
        </Button>
      }
    >
      {t('autoSwitch.switched', {
        workType: t(workTypeKey(autoSwitch.workType)),
        time: formatZonedTime(autoSwitch.at, timeZone),
      })}
    </StatusBanner>
  );
}
