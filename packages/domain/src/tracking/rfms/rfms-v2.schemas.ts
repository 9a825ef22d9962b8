import { z } from 'zod';
import { lenientBoolean, lenientItems, lenientNumber, lenientObject, lenientString } from './rfms-values';

/**
 * rFMS v2.1 bodies as Volvo Connect serves them (PascalCase, domain-rules.md §2.2), only the fields
 * we use. Positions and vehicles spell the id `VIN`, statuses `Vin`; both are read everywhere.
 */

const vinOf = (item: unknown) => {
  if (typeof item !== 'object' || item === null) return item;
  const record = item as Record<string, unknown>;
  return { ...record, VIN: record.VIN ?? record.Vin ?? record.vin };
};

const vin = z.string().trim().min(1);

const gnssPosition = lenientObject({
  Latitude: lenientNumber,
  Longitude: lenientNumber,
  // Scania has been seen sending Heading as a string: lenientNumber reads both.
  Heading: lenientNumber,
  Altitude: lenientNumber,
  Speed: lenientNumber,
  PositionDateTime: lenientString,
});

const driverId = lenientObject({
  TachoDriverIdentification: lenientObject({
    DriverIdentification: lenientString,
    CardIssuingMemberState: lenientString,
    CardReplacementIndex: lenientString,
    CardRenewalIndex: lenientString,
  }),
  OemDriverIdentification: lenientObject({ IdType: lenientString, OemDriverIdentification: lenientString }),
});

const trigger = lenientObject({ Trigger: lenientString, Context: lenientString });

export const rfmsV2VehicleSchema = z.preprocess(
  vinOf,
  z.object({
    VIN: vin,
    CustomerVehicleName: lenientString,
    Brand: lenientString,
    Model: lenientString,
    Type: lenientString,
  }),
);
export type RfmsV2Vehicle = z.infer<typeof rfmsV2VehicleSchema>;

/** What every position and status report carries. */
const report = { VIN: vin, Trigger: trigger, CreatedDateTime: z.string(), ReceivedDateTime: z.string() };

export const rfmsV2PositionSchema = z.preprocess(
  vinOf,
  z.object({
    ...report,
    GNSSPosition: gnssPosition,
    WheelBasedSpeed: lenientNumber,
    TachographSpeed: lenientNumber,
  }),
);
export type RfmsV2Position = z.infer<typeof rfmsV2PositionSchema>;

export const rfmsV2StatusSchema = z.preprocess(
  vinOf,
  z.object({
    ...report,
    HRTotalVehicleDistance: lenientNumber,
    TotalEngineHours: lenientNumber,
    EngineTotalFuelUsed: lenientNumber,
    Driver1Id: driverId,
    SnapshotData: lenientObject({
      GNSSPosition: gnssPosition,
      WheelBasedSpeed: lenientNumber,
      Driver1WorkingState: lenientString,
    }),
  }),
);
export type RfmsV2Status = z.infer<typeof rfmsV2StatusSchema>;

export const rfmsV2VehiclesResponseSchema = z.object({
  Vehicle: lenientItems,
  MoreDataAvailable: lenientBoolean,
});

export const rfmsV2PositionsResponseSchema = z.object({
  VehiclePosition: lenientItems,
  MoreDataAvailable: lenientBoolean,
  RequestServerDateTime: lenientString,
});

export const rfmsV2StatusesResponseSchema = z.object({
  VehicleStatus: lenientItems,
  MoreDataAvailable: lenientBoolean,
  RequestServerDateTime: lenientString,
});
