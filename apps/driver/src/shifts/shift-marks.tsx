import { useTranslation } from 'react-i18next';
import type { Shift } from '@rahti/domain';
import type { ShiftView } from '../data/driver-data.types';
import { Icon } from '../ui/icons';

/** Approved items are locked until the office removes the approval (spec section 4). */
export function ApprovalMark({ approval }: { approval: Shift['approval'] }) {
  const { t } = useTranslation();
  if (approval === 'approved') {
    return (
      <span className="badge badge--locked">
        <Icon name="lock" size={16} />
        {t('approval.approvedLocked')}
      </span>
    );
  }
  return <span className="badge">{t(`approval.${approval}`)}</span>;
}

/** What the driver must know about a shift at a glance: running, locked, not uploaded yet. */
export function ShiftMarks({ shift, inline = false }: { shift: ShiftView; inline?: boolean }) {
  const { t } = useTranslation();
  const waiting = shift.pendingChanges > 0 || shift.id === null;
  return (
    <span className={inline ? 'marks marks--inline' : 'marks'}>
      {shift.status === 'ongoing' && <span className="badge">{t('shiftList.ongoing')}</span>}
      <ApprovalMark approval={shift.approval} />
      {waiting && <span className="badge badge--waiting">{t('shiftList.waitingToUpload')}</span>}
      {shift.endedByOffice && <span className="badge">{t('shiftList.endedByOffice')}</span>}
      {shift.hasDriverEdit && <span className="badge">{t('shiftList.driverEdit')}</span>}
    </span>
  );
}
