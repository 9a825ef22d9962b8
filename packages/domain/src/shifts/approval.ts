/**
 * Approval of shifts and absences (spec section 4): unapproved → checked ↔ unchecked →
 * approved. An approved item cannot change until its approval is removed; an item the driver
 * changed is flagged, and the office accepts or rejects that edit before changing it itself.
 * Who may do what (Admins and Superusers approve) is the server's role check.
 */
export type ApprovalState = 'unapproved' | 'checked' | 'approved';

export interface ApprovalStatus {
  approval: ApprovalState;
  /** The driver changed the item after the office last saw it. */
  hasDriverEdit: boolean;
}

export type ApprovalAction =
  | 'check'
  | 'uncheck'
  | 'approve'
  | 'removeApproval'
  | 'officeEdit'
  | 'driverEdit'
  | 'acceptDriverEdit'
  | 'rejectDriverEdit';

export type ApprovalRefusal = 'itemApproved' | 'driverEditPending' | 'noDriverEdit' | 'notApproved' | 'notChecked';

export const APPROVAL_ACTIONS: readonly ApprovalAction[] = [
  'check',
  'uncheck',
  'approve',
  'removeApproval',
  'officeEdit',
  'driverEdit',
  'acceptDriverEdit',
  'rejectDriverEdit',
];

/** Actions that change what the item says (its times, events, km), not only its state. */
export const CONTENT_ACTIONS: readonly ApprovalAction[] = [
  'officeEdit',
  'driverEdit',
  'acceptDriverEdit',
  'rejectDriverEdit',
];

export type ApprovalResult = { ok: true; status: ApprovalStatus } | { ok: false; refusal: ApprovalRefusal };

export function applyApprovalAction(status: ApprovalStatus, action: ApprovalAction): ApprovalResult {
  const refuse = (refusal: ApprovalRefusal): ApprovalResult => ({ ok: false, refusal });
  const to = (approval: ApprovalState, hasDriverEdit = status.hasDriverEdit): ApprovalResult => ({
    ok: true,
    status: { approval, hasDriverEdit },
  });
  if (status.approval === 'approved') return action === 'removeApproval' ? to('unapproved') : refuse('itemApproved');
  switch (action) {
    case 'removeApproval':
      return refuse('notApproved');
    case 'check':
      return status.hasDriverEdit ? refuse('driverEditPending') : to('checked');
    case 'uncheck':
      return status.approval === 'checked' ? to('unapproved') : refuse('notChecked');
    case 'approve':
      return status.hasDriverEdit ? refuse('driverEditPending') : to('approved');
    case 'officeEdit':
      // A changed item is checked again.
      return status.hasDriverEdit ? refuse('driverEditPending') : to('unapproved');
    case 'driverEdit':
      return to('unapproved', true);
    case 'acceptDriverEdit':
    case 'rejectDriverEdit':
      return status.hasDriverEdit ? to('unapproved', false) : refuse('noDriverEdit');
  }
}
