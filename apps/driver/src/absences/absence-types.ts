import { EVENT_WORK_TYPES, WORK_TYPE_NUMBERS, type DriverAppPermissions } from '@rahti/domain';

const CONTRACT = 11;

/**
 * The absence and contract types the group lets the driver record (spec section 6): contract
 * work (11) with createContractWork, the absences (12–18, 20–28) with createAbsences.
 */
export function allowedAbsenceTypes(
  permissions: Pick<DriverAppPermissions, 'createAbsences' | 'createContractWork'>,
): number[] {
  return WORK_TYPE_NUMBERS.filter((workType) => !EVENT_WORK_TYPES.includes(workType)).filter((workType) =>
    workType === CONTRACT ? permissions.createContractWork : permissions.createAbsences,
  );
}
