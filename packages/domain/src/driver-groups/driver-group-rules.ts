/** Paid break types (spec section 3): paid, unpaid, or paid up to a limit in minutes per shift. */
export const PAID_BREAK_TYPES = ['paid', 'unpaid', 'paidUpToLimit'] as const;
export type PaidBreakType = (typeof PAID_BREAK_TYPES)[number];

/**
 * Paid minutes of a shift's breaks under the group's break type: all, none, or at most the
 * limit (minutes per shift).
 */
export function paidBreakMinutes(breakMinutes: number, type: PaidBreakType, limitMinutes: number | null): number {
  switch (type) {
    case 'paid':
      return breakMinutes;
    case 'unpaid':
      return 0;
    case 'paidUpToLimit':
      return Math.min(breakMinutes, limitMinutes ?? 0);
  }
}

/** Driver-app permissions set per driver group (spec section 6). */
export const DRIVER_APP_PERMISSIONS = [
  'createShifts',
  'editShifts',
  'createAbsences',
  'createContractWork',
  'createOrSelectRoutes',
  'chooseBonusesAndAllowance',
  'chooseVehicles',
] as const;
export type DriverAppPermission = (typeof DRIVER_APP_PERMISSIONS)[number];
export type DriverAppPermissions = Record<DriverAppPermission, boolean>;

/** A new group lets drivers record their own work; managers narrow it down. */
export const DEFAULT_DRIVER_APP_PERMISSIONS: DriverAppPermissions = {
  createShifts: true,
  editShifts: true,
  createAbsences: true,
  createContractWork: false,
  createOrSelectRoutes: true,
  chooseBonusesAndAllowance: true,
  chooseVehicles: true,
};

/**
 * The vehicles a driver may choose in the app: with the group's device lock on, only vehicles
 * locked to the phone's device id (or not locked at all); otherwise every vehicle.
 */
export function choosableVehicles<V extends { deviceId: string; deviceLock: boolean }>(
  vehicles: readonly V[],
  group: { deviceLock: boolean; permissions: Pick<DriverAppPermissions, 'chooseVehicles'> },
  phoneDeviceId: string | undefined,
): V[] {
  if (!group.permissions.chooseVehicles) return [];
  if (!group.deviceLock) return [...vehicles];
  return vehicles.filter((v) => !v.deviceLock || (phoneDeviceId !== undefined && v.deviceId === phoneDeviceId));
}
