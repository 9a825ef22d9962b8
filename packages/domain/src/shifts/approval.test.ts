import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ACTIONS,
  applyApprovalAction,
  CONTENT_ACTIONS,
  type ApprovalAction,
  type ApprovalStatus,
} from './approval';

const fresh: ApprovalStatus = { approval: 'unapproved', hasDriverEdit: false };

function run(status: ApprovalStatus, actions: readonly ApprovalAction[]): ApprovalStatus {
  return actions.reduce((current, action) => {
    const result = applyApprovalAction(current, action);
    return result.ok ? result.status : current;
  }, status);
}

describe('approval of shifts and absences', () => {
  it('goes unapproved → checked ↔ unchecked → approved, and back when the approval is removed', () => {
    expect(run(fresh, ['check'])).toEqual({ approval: 'checked', hasDriverEdit: false });
    expect(run(fresh, ['check', 'uncheck'])).toEqual(fresh);
    expect(run(fresh, ['check', 'approve'])).toEqual({ approval: 'approved', hasDriverEdit: false });
    expect(run(fresh, ['check', 'approve', 'removeApproval'])).toEqual(fresh);
  });

  it('refuses every change to an approved item, saying why', () => {
    const approved = run(fresh, ['approve']);
    for (const action of APPROVAL_ACTIONS.filter((a) => a !== 'removeApproval')) {
      expect(applyApprovalAction(approved, action)).toEqual({ ok: false, refusal: 'itemApproved' });
    }
  });

  it("makes the office accept or reject a driver's edit before changing, checking or approving the item", () => {
    const edited = run(fresh, ['check', 'driverEdit']);
    expect(edited).toEqual({ approval: 'unapproved', hasDriverEdit: true });
    expect(applyApprovalAction(edited, 'officeEdit')).toEqual({ ok: false, refusal: 'driverEditPending' });
    expect(applyApprovalAction(edited, 'approve')).toEqual({ ok: false, refusal: 'driverEditPending' });
    expect(run(edited, ['rejectDriverEdit', 'officeEdit'])).toEqual(fresh);
    expect(applyApprovalAction(fresh, 'acceptDriverEdit')).toEqual({ ok: false, refusal: 'noDriverEdit' });
  });

  it('lets no sequence of actions change an approved item until its approval is removed', () => {
    const withoutRemoval = APPROVAL_ACTIONS.filter((action) => action !== 'removeApproval');
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...APPROVAL_ACTIONS)),
        fc.array(fc.constantFrom(...withoutRemoval)),
        (before, after) => {
          const approved = run(run(fresh, before), ['rejectDriverEdit', 'approve']);
          expect(approved.approval).toBe('approved');
          let current = approved;
          for (const action of after) {
            const result = applyApprovalAction(current, action);
            if (CONTENT_ACTIONS.includes(action)) expect(result.ok).toBe(false);
            if (result.ok) current = result.status;
          }
          expect(current).toEqual(approved);
        },
      ),
    );
  });
});
