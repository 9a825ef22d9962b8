import { z } from 'zod';
import { lenientBoolean, lenientItems, lenientNumber, lenientObject, lenientString } from './rfms-values';

/**
 * rFMS v4.0 bodies (the standard's OpenAPI 3.0.3, domain-rules.md §2.1), only the fields we use.
 * Unknown fields are ignored; an item is required to carry only what the model cannot do without.
 */

const vin = z.string().trim().min(1);

const gnssPosition = lenientObject({
  latitude: lenientNumber,
  longitude: lenientNumber,
  heading: lenientNumber,
  altitude: lenientNumber,
  speed: lenientNumber,
  positionDateTime: lenientString,
});

const driverId = lenientObject({
  tachoDriverIdentification: lenientObject({
    driverIdentification: lenientString,
    cardIssuingMemberState: lenientString,
    cardReplacementIndex: lenientString,
    cardRenewalIndex: lenientString,
  }),
  oemDriverIdentification: lenientObject({ idType: lenientString, oemDriverIdentification: lenientString }),
});
export type RfmsV4DriverId = z.infer<typeof driverId>;

const trigger = lenientObject({ triggerType: lenientString, context: lenientString });

export const rfmsV4VehicleSchema = z.object({
  vin,
  customerVehicleName: lenientString,
  brand: lenientString,
  model: lenientString,
  type: lenientString,
});
export type RfmsV4Vehicle = z.infer<typeof rfmsV4VehicleSchema>;

/** What every position and status report carries. */
const report = { vin, triggerType: trigger, createdDateTime: z.string(), receivedDateTime: z.string() };

export const rfmsV4PositionSchema = z.object({
  ...report,
  gnssPosition,
  wheelBasedSpeed: lenientNumber,
  tachographSpeed: lenientNumber,
});
export type RfmsV4Position = z.infer<typeof rfmsV4PositionSchema>;

export const rfmsV4StatusSchema = z.object({
  ...report,
  hrTotalVehicleDistance: lenientNumber,
  totalEngineHours: lenientNumber,
  engineTotalFuelUsed: lenientNumber,
  driver1Id: driverId,
  snapshotData: lenientObject({
    gnssPosition,
    wheelBasedSpeed: lenientNumber,
    driver1WorkingState: lenientString,
  }),
});
export type RfmsV4Status = z.infer<typeof rfmsV4StatusSchema>;

const paging = {
  moreDataAvailable: lenientBoolean,
  moreDataAvailableLink: lenientString,
};

/** The envelopes: the list must be there (else it is not this resource's body); its items are read one by one. */
export const rfmsV4VehiclesResponseSchema = z.object({
  vehicleResponse: z.object({ vehicles: lenientItems }),
  ...paging,
});

export const rfmsV4PositionsResponseSchema = z.object({
  vehiclePositionResponse: z.object({ vehiclePositions: lenientItems }),
  ...paging,
  requestServerDateTime: lenientString,
});

export const rfmsV4StatusesResponseSchema = z.object({
  vehicleStatusResponse: z.object({ vehicleStatuses: lenientItems }),
  ...paging,
  requestServerDateTime: lenientString,
});
