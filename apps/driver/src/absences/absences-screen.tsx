import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, workTypeKey } from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useFormatNumber } from '../lib/use-format-number';
import { ScreenHeading } from '../shell/screen-heading';
import { ApprovalMark } from '../shifts/shift-marks';
import { Button } from '../ui/button';
import { ListRow } from '../ui/list-row';
import { StatusBanner } from '../ui/status-banner';
import { AbsenceForm } from './absence-form';
import '../shifts/shifts.css';

/** The driver's absences and contract work, newest first, and a form for a new one. */
export function AbsencesScreen() {
  const { t } = useTranslation();
  const { absences } = useDriverData();
  const { permissions } = useDriverSettings();
  const formatNumber = useFormatNumber();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState(false);
  const allowed = permissions.createAbsences || permissions.createContractWork;
  const newestFirst = [...absences].sort((a, b) => b.startDate.localeCompare(a.startDate));

  return (
    <div className="stack">
      <ScreenHeading>{t('absences.title')}</ScreenHeading>
      {saved && <StatusBanner tone="success">{t('absences.saved')}</StatusBanner>}
      {adding ? (
        <AbsenceForm
          onCancel={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            setSaved(true);
          }}
        />
      ) : (
        allowed && (
          <Button
            variant="primary"
            size="large"
            block
            onClick={() => {
              setSaved(false);
              setAdding(true);
            }}
          >
            {t('absences.new')}
          </Button>
        )
      )}
      {newestFirst.length === 0 ? (
        <p>{t('absences.empty')}</p>
      ) : (
        <ul className="list">
          {newestFirst.map((absence) => (
            <ListRow
              key={absence.clientKey}
              title={t(workTypeKey(absence.workType))}
              detail={[
                absence.startDate === absence.endDate
                  ? formatCalendarDate(absence.startDate)
                  : `${formatCalendarDate(absence.startDate)}–${formatCalendarDate(absence.endDate)}`,
                absence.hours === null
                  ? t('absences.wholeDays')
                  : t('absences.hoursEachDay', { hours: formatNumber(absence.hours) }),
              ].join(' · ')}
              aside={
                <span className="marks">
                  <ApprovalMark approval={absence.approval} />
                  {absence.pending && <span className="badge badge--waiting">{t('shiftList.waitingToUpload')}</span>}
                </span>
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
