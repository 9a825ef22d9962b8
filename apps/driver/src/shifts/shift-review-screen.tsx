import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import type { ShiftView } from '../data/driver-data.types';
import { useDriverSettings } from '../lib/use-driver-settings';
import { formatZonedDate } from '../lib/zoned-time';
import { ScreenHeading } from '../shell/screen-heading';
import { Button } from '../ui/button';
import { StatusBanner } from '../ui/status-banner';
import { ShiftDetails } from './shift-details';
import { ShiftEditForm } from './shift-edit-form';
import { ShiftMarks } from './shift-marks';
import './shifts.css';

/**
 * Why the driver cannot change this shift, as a catalogue key; undefined when they can. An
 * approved shift is locked (spec section 4); an edit needs the server's copy (decision 0012).
 */
function whyNotEditable(shift: ShiftView, canEdit: boolean): string | undefined {
  if (shift.approval === 'approved') return 'review.lockedApproved';
  if (!canEdit) return 'review.notAllowed';
  if (shift.status !== 'completed') return 'review.stillRunning';
  if (shift.id === null) return 'review.notUploaded';
  return undefined;
}

export function ShiftReviewScreen({ clientKey }: { clientKey: string }) {
  const { t } = useTranslation();
  const { shifts } = useDriverData();
  const { permissions, timeZone } = useDriverSettings();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const shift = shifts.find((candidate) => candidate.clientKey === clientKey);

  if (!shift) {
    return (
      <div className="stack">
        <ScreenHeading>{t('review.title')}</ScreenHeading>
        <p>{t('review.notFound')}</p>
      </div>
    );
  }
  const reason = whyNotEditable(shift, permissions.editShifts);
  return (
    <div className="stack">
      <ScreenHeading>{t('review.titleOn', { date: formatZonedDate(shift.start, timeZone) })}</ScreenHeading>
      <ShiftMarks shift={shift} inline />
      {shift.endedByOffice && <StatusBanner tone="info">{t('review.endedByOffice')}</StatusBanner>}
      {saved && <StatusBanner tone="success">{t('review.saved')}</StatusBanner>}
      {editing && !reason ? (
        <ShiftEditForm
          shift={shift}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <>
          {reason && <StatusBanner tone={shift.approval === 'approved' ? 'warning' : 'info'}>{t(reason)}</StatusBanner>}
          <ShiftDetails shift={shift} />
          {!reason && (
            <div className="action-bar">
              <Button
                variant="primary"
                size="large"
                block
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('review.edit')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
