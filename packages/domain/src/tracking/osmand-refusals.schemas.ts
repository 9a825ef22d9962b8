import { z } from 'zod';

/**
 * Positions the OsmAnd listener refused (issue 14), so an Admin can see why a tracker does not
 * show on the map ("last refused: unknown device 35…1234").
 * - `notActivated`: the id is the IMEI of one of the organisation's vehicles, which is not activated.
 * - `imeiInUse`: the IMEI is also on a vehicle of the same organisation activated earlier, which
 *   receives the device's positions. A device whose positions go to another organisation's
 *   vehicle is counted for none of this one's: nothing here tells that an IMEI is in use elsewhere.
 * - Unknown devices belong to no organisation: the site operator sees their count alone.
 */
export const OSMAND_REFUSAL_REASONS = ['notActivated', 'imeiInUse'] as const;
export type OsmandRefusalReason = (typeof OSMAND_REFUSAL_REASONS)[number];

/**
 * A device id as shown to people: the first two and last four characters ("35…1234") for ids of
 * eight or more, else the first and last (or nothing of an id of two or fewer). Enough to tell
 * which tracker it was, without putting a whole IMEI in front of someone who does not hold it.
 */
export function shortenDeviceId(deviceId: string): string {
  const chars = [...deviceId];
  if (chars.length >= 8) return `${chars.slice(0, 2).join('')}…${chars.slice(-4).join('')}`;
  if (chars.length >= 3) return `${chars[0]}…${chars.at(-1)}`;
  return '…';
}

const lastRefusal = {
  count: z.number().int().min(0),
  /** When the last one was refused (ISO), null when none was. */
  lastAt: z.string().nullable(),
  /** The last refused device's id, shortened (shortenDeviceId). */
  lastDevice: z.string().nullable(),
};

export const osmandRefusalSchema = z.object({
  reason: z.enum(OSMAND_REFUSAL_REASONS),
  ...lastRefusal,
  /** The vehicle the last refused device's IMEI is on. */
  lastVehicle: z.object({ id: z.uuid(), registerNumber: z.string() }).nullable(),
});
export type OsmandRefusal = z.infer<typeof osmandRefusalSchema>;

export const osmandRefusalsSchema = z.object({
  /** The caller's organisation's refusals, one entry per reason that happened. */
  refusals: z.array(osmandRefusalSchema),
  /** Devices no vehicle has as its IMEI, for the site operator; null for everyone else. */
  unknownDevices: z.object(lastRefusal).nullable(),
});
export type OsmandRefusals = z.infer<typeof osmandRefusalsSchema>;
