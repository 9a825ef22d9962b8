import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfficeApprovalAction, Shift } from '@rahti/domain';
import { offeredApprovalActions } from './approval-options';
import type { ShiftDialog } from './shift-dialogs';

interface ShiftActionsMenuProps {
  shift: Shift;
  itemText: string;
  canApprove: boolean;
  /** Not approved and no driver's edit pending. */
  canEdit: boolean;
  canMerge: boolean;
  onApproval: (action: OfficeApprovalAction) => void;
  onOpen: (dialog: ShiftDialog) => void;
}

/** Approval actions done at once (check, approve …) and the others through their dialogs. */
const IMMEDIATE: readonly OfficeApprovalAction[] = ['check', 'uncheck', 'approve', 'removeApproval'];

/** Everything a clerk can do with a shift, in one keyboard-reachable menu (Mantine's arrow keys). */
export function ShiftActionsMenu({
  shift,
  itemText,
  canApprove,
  canEdit,
  canMerge,
  onApproval,
  onOpen,
}: ShiftActionsMenuProps) {
  const { t } = useTranslation();
  const approvals = offeredApprovalActions(shift, canApprove);
  const isOngoing = shift.status === 'ongoing';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" aria-label={t('web-timesheet:actions.menuFor', { item: itemText })}>
          {t('web-timesheet:actions.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit && (
          <>
            <Menu.Item onClick={() => onOpen('edit')}>{t('web-timesheet:actions.edit')}</Menu.Item>
            {!isOngoing && <Menu.Item onClick={() => onOpen('split')}>{t('web-timesheet:actions.split')}</Menu.Item>}
            {canMerge && <Menu.Item onClick={() => onOpen('merge')}>{t('web-timesheet:actions.merge')}</Menu.Item>}
            {isOngoing && <Menu.Item onClick={() => onOpen('end')}>{t('web-timesheet:actions.end')}</Menu.Item>}
          </>
        )}
        {approvals.length > 0 && <Menu.Divider />}
        {approvals.map((action) => (
          <Menu.Item
            key={action}
            onClick={() => (IMMEDIATE.includes(action) ? onApproval(action) : onOpen(action as ShiftDialog))}
          >
            {t(`web-timesheet:actions.${action}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => onOpen('history')}>{t('web-timesheet:actions.history')}</Menu.Item>
        {canApprove && shift.approval !== 'approved' && (
          <Menu.Item color="red" onClick={() => onOpen('delete')}>
            {t('web-timesheet:actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
