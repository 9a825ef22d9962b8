import { z } from 'zod';

/** A vehicle is active while its newest position is at most this old (spec section 4). */
export const ACTIVE_WITHIN_MS = 30 * 60_000;
/** One history request covers at most this long: a month and a day, so any calendar month fits. */
export const HISTORY_MAX_DAYS = 32;

const instant = z.iso.datetime({ offset: true, error: 'validation:invalidDate' });
export const POSITION_SOURCES = ['phone', 'osmand', 'rfms'] as const;

/** GET /api/vehicle-locations: every vehicle's newest position (vehicles that never reported are listed without one). */
export const vehicleLocationSchema = z.object({
  vehicleId: z.uuid(),
  registerNumber: z.string(),
  name: z.string(),
  /** The driver of the vehicle's running shift, else the one whose phone sent the position. */
  driverName: z.string().nullable(),
  position: z
    .object({
      at: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      speedKmh: z.number().nullable(),
      headingDegrees: z.number().nullable(),
      source: z.enum(POSITION_SOURCES),
    })
    .nullable(),
  /** Reported within the last 30 minutes. */
  active: z.boolean(),
});
export type VehicleLocation = z.infer<typeof vehicleLocationSchema>;
export const vehicleLocationsSchema = z.object({ at: z.string(), vehicles: z.array(vehicleLocationSchema) });
export type VehicleLocations = z.infer<typeof vehicleLocationsSchema>;

/** [from, to) of a history, at most 32 days; without them, the last 24 hours. */
export const locationHistoryQuerySchema = z
  .object({ from: instant.optional(), to: instant.optional() })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', message: 'shifts:periodEndBeforeStart', path: ['to'] });
    else if (span > HISTORY_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', message: 'tracking:historyTooLong', path: ['to'] });
  });
export type LocationHistoryQuery = z.infer<typeof locationHistoryQuerySchema>;

/**
 * GET /api/vehicle-locations/:vehicleId/history: the track thinned to about 5 000 points as
 * compact rows [time (ms), latitude, longitude, speed km/h or null] (a month must stay under
 * 1 MB), its stops, and the shifts the vehicle was in during the period with their events.
 */
export const locationHistorySchema = z.object({
  vehicleId: z.uuid(),
  registerNumber: z.string(),
  from: z.string(),
  to: z.string(),
  /** How many positions were recorded in the period (before thinning). */
  recordedCount: z.number().int().min(0),
  track: z.array(z.tuple([z.number(), z.number(), z.number(), z.number().nullable()])),
  stops: z.array(z.object({ start: z.number(), end: z.number(), latitude: z.number(), longitude: z.number() })),
  shifts: z.array(
    z.object({
      id: z.uuid(),
      driverName: z.string(),
      start: z.string(),
      end: z.string().nullable(),
      events: z.array(z.object({ workType: z.number().int(), start: z.string(), end: z.string().nullable() })),
    }),
  ),
});
export type LocationHistory = z.infer<typeof locationHistorySchema>;

/** GET /api/map-settings: where the map's tiles come from (empty url: no tiles). */
export const mapSettingsSchema = z.object({ tileUrl: z.string(), attribution: z.string() });
export type MapSettings = z.infer<typeof mapSettingsSchema>;
