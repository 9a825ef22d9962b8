import { normaliseDriverCardId } from '../../drivers/driver-card';
import {
  RFMS_DRIVER_WORKING_STATES,
  type RfmsDriverWorkingState,
  type RfmsPosition,
  type RfmsStatus,
  type RfmsVehicle,
} from './rfms-model';
import type { RfmsV2Position, RfmsV2Status, RfmsV2Vehicle } from './rfms-v2.schemas';
import type { RfmsV4Position, RfmsV4Status, RfmsV4Vehicle } from './rfms-v4.schemas';
import { normaliseHeading, parseRfmsInstant } from './rfms-values';

/**
 * v4.0 and v2.1 items into the one internal model (as way-platform/rfms-go converts v2.1 to v4).
 * A v2.1 item is first renamed into v4's camelCase, so each rule is written once.
 */

const nullable = <T>(value: T | undefined): T | null => value ?? null;

function isLatitude(value: number | undefined): value is number {
  return value !== undefined && value >= -90 && value <= 90;
}

function isLongitude(value: number | undefined): value is number {
  return value !== undefined && value >= -180 && value <= 180;
}

export function vehicleFromV4(item: RfmsV4Vehicle): RfmsVehicle {
  return {
    vin: item.vin,
    name: nullable(item.customerVehicleName),
    brand: nullable(item.brand),
    model: nullable(item.model),
  };
}

/** Null when the report has no time or no usable coordinates (a report without a GNSS fix is not a position). */
export function positionFromV4(item: RfmsV4Position): RfmsPosition | null {
  const at = parseRfmsInstant(item.createdDateTime);
  const receivedAt = parseRfmsInstant(item.receivedDateTime);
  const gnss = item.gnssPosition;
  if (at === null || receivedAt === null || !gnss || !isLatitude(gnss.latitude) || !isLongitude(gnss.longitude))
    return null;
  return {
    vin: item.vin,
    at,
    receivedAt,
    latitude: gnss.latitude,
    longitude: gnss.longitude,
    headingDegrees: normaliseHeading(gnss.heading),
    speedKmh: nonNegative(gnss.speed ?? item.wheelBasedSpeed ?? item.tachographSpeed),
    altitudeMeters: nullable(gnss.altitude),
  };
}

export function statusFromV4(item: RfmsV4Status): RfmsStatus | null {
  const at = parseRfmsInstant(item.createdDateTime);
  const receivedAt = parseRfmsInstant(item.receivedDateTime);
  if (at === null || receivedAt === null) return null;
  return {
    vin: item.vin,
    at,
    receivedAt,
    odometerMeters: nonNegative(item.hrTotalVehicleDistance),
    engineHours: nonNegative(item.totalEngineHours),
    fuelUsedMl: nonNegative(item.engineTotalFuelUsed),
    driverId: driverIdOf(item.driver1Id),
    driverWorkingState: workingStateOf(item.snapshotData?.driver1WorkingState),
  };
}

export function vehicleFromV2(item: RfmsV2Vehicle): RfmsVehicle {
  return vehicleFromV4({
    vin: item.VIN,
    customerVehicleName: item.CustomerVehicleName,
    brand: item.Brand,
    model: item.Model,
    type: item.Type,
  });
}

export function positionFromV2(item: RfmsV2Position): RfmsPosition | null {
  return positionFromV4({
    vin: item.VIN,
    triggerType: undefined,
    createdDateTime: item.CreatedDateTime,
    receivedDateTime: item.ReceivedDateTime,
    gnssPosition: gnssFromV2(item.GNSSPosition),
    wheelBasedSpeed: item.WheelBasedSpeed,
    tachographSpeed: item.TachographSpeed,
  });
}

export function statusFromV2(item: RfmsV2Status): RfmsStatus | null {
  const tacho = item.Driver1Id?.TachoDriverIdentification;
  const oem = item.Driver1Id?.OemDriverIdentification;
  return statusFromV4({
    vin: item.VIN,
    triggerType: undefined,
    createdDateTime: item.CreatedDateTime,
    receivedDateTime: item.ReceivedDateTime,
    hrTotalVehicleDistance: item.HRTotalVehicleDistance,
    totalEngineHours: item.TotalEngineHours,
    engineTotalFuelUsed: item.EngineTotalFuelUsed,
    driver1Id: {
      tachoDriverIdentification: tacho && {
        driverIdentification: tacho.DriverIdentification,
        cardIssuingMemberState: tacho.CardIssuingMemberState,
        cardReplacementIndex: tacho.CardReplacementIndex,
        cardRenewalIndex: tacho.CardRenewalIndex,
      },
      oemDriverIdentification: oem && { idType: oem.IdType, oemDriverIdentification: oem.OemDriverIdentification },
    },
    snapshotData: item.SnapshotData && {
      gnssPosition: undefined,
      wheelBasedSpeed: item.SnapshotData.WheelBasedSpeed,
      driver1WorkingState: item.SnapshotData.Driver1WorkingState,
    },
  });
}

function gnssFromV2(gnss: RfmsV2Position['GNSSPosition']): RfmsV4Position['gnssPosition'] {
  return (
    gnss && {
      latitude: gnss.Latitude,
      longitude: gnss.Longitude,
      heading: gnss.Heading,
      altitude: gnss.Altitude,
      speed: gnss.Speed,
      positionDateTime: gnss.PositionDateTime,
    }
  );
}

function nonNegative(value: number | undefined): number | null {
  return value !== undefined && value >= 0 ? value : null;
}

/**
 * A driver card is 14 characters of identification plus the replacement and renewal indexes
 * (domain-rules.md §5.3): rFMS sends them apart, we keep the 16-character card number. A maker's
 * own id stands in when there is no card.
 */
function driverIdOf(driver: RfmsV4Status['driver1Id']): string | null {
  const tacho = driver?.tachoDriverIdentification;
  const identification = tacho?.driverIdentification?.trim();
  if (identification) {
    const card = normaliseDriverCardId(
      identification + (tacho?.cardReplacementIndex ?? '') + (tacho?.cardRenewalIndex ?? ''),
    );
    return card ?? normaliseDriverCardId(identification) ?? identification;
  }
  return driver?.oemDriverIdentification?.oemDriverIdentification?.trim() || null;
}

function workingStateOf(value: string | undefined): RfmsDriverWorkingState | null {
  const state = value?.trim().toUpperCase();
  return (RFMS_DRIVER_WORKING_STATES as readonly string[]).includes(state ?? '')
    ? (state as RfmsDriverWorkingState)
    : null;
}
