import { choosableVehicles, DEFAULT_DRIVER_APP_PERMISSIONS, type DriverContext } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { findLinkedDriver, type LinkedDriver } from '../drivers/linked-driver';
import type { AuthContext } from '../http/access';
import { driverContextRepository } from './driver-context.repository';
import { preTripChecklistsIn } from '../fleet/pre-trip-checklists.service';

async function groupOf(
  tx: Tx,
  organisationId: string,
  driver: LinkedDriver | undefined,
): Promise<DriverContext['group']> {
  const row = driver?.groupId ? await driverContextRepository.group(tx, organisationId, driver.groupId) : undefined;
  if (!row) return null;
  const questions = await driverContextRepository.questions(tx, organisationId, row.id);
  return {
    id: row.id,
    name: row.name,
    deviceLock: row.device_lock,
    paidBreakType: row.paid_break_type,
    paidBreakLimitMinutes: row.paid_break_limit_minutes,
    customQuestions: questions.map((question) => ({
      workType: question.work_type,
      text: question.text,
      unit: question.unit,
    })),
  };
}

/**
 * GET /api/driver/me (decision 0012): who the driver is and what their group lets them do. Every
 * vehicle is listed, also when the group does not let the driver choose (the app then shows the
 * shift's and the default vehicle by name and offers no choice); `lockedToOtherDevice` tells the
 * driver why a vehicle cannot be chosen on this phone. Each vehicle's class and every class's
 * pre-trip checklist come along, so the phone asks the right check offline too (issue 25).
 */
export function createDriverContextService(context: AppContext) {
  const { db } = context.database;
  return {
    get(auth: AuthContext, deviceId: string | undefined): Promise<DriverContext> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const organisationId = auth.organisationId;
        const driver = await findLinkedDriver(tx, organisationId, auth.userId);
        const organisation = await driverContextRepository.organisation(tx, organisationId);
        const vehicles = (await driverContextRepository.vehicles(tx, organisationId)).map((row) => ({
          id: row.id,
          registerNumber: row.register_number,
          name: row.name,
          deviceId: row.device_id,
          deviceLock: row.device_lock,
          active: row.is_active,
          vehicleClass: row.vehicle_class,
        }));
        const onThisPhone = new Set(
          choosableVehicles(
            vehicles,
            { deviceLock: driver?.deviceLock ?? false, permissions: { chooseVehicles: true } },
            deviceId,
          ).map((v) => v.id),
        );
        return {
          driver: driver
            ? {
                id: driver.id,
                firstName: driver.firstName,
                lastName: driver.lastName,
                employeeNumber: driver.employeeNumber,
                defaultVehicleId: driver.defaultVehicleId,
              }
            : null,
          group: await groupOf(tx, organisationId, driver),
          permissions: driver?.permissions ?? DEFAULT_DRIVER_APP_PERMISSIONS,
          organisation: {
            id: organisation.id,
            name: organisation.name,
            timeZone: organisation.time_zone,
            driverNameOrder: organisation.driver_name_order,
          },
          vehicles: vehicles.map(({ id, registerNumber, name, active, vehicleClass }) => ({
            id,
            registerNumber,
            name,
            lockedToOtherDevice: !onThisPhone.has(id),
            active,
            vehicleClass,
          })),
          preTripChecklists: await preTripChecklistsIn(tx, organisationId),
          serverTime: context.now().toISOString(),
        };
      });
    },
  };
}
