import {
  APPROVER_ONLY_ACTIONS,
  OFFICE_APPROVAL_ACTIONS,
  applyApprovalAction,
  type ApprovalRefusal,
  type ApprovalStatus,
  type OfficeApprovalAction,
} from '@rahti/domain';

/**
 * The approval actions the domain's rules allow on an item now, less approving and removing an
 * approval for someone who is not an Admin or Superuser (the server answers them 403).
 */
export function offeredApprovalActions(status: ApprovalStatus, canApprove: boolean): OfficeApprovalAction[] {
  return OFFICE_APPROVAL_ACTIONS.filter(
    (action) => applyApprovalAction(status, action).ok && (canApprove || !APPROVER_ONLY_ACTIONS.includes(action)),
  );
}

/** Why the office cannot change the item's content now (approved, or the driver's edit pending). */
export function editRefusal(status: ApprovalStatus): ApprovalRefusal | undefined {
  const result = applyApprovalAction(status, 'officeEdit');
  return result.ok ? undefined : result.refusal;
}
