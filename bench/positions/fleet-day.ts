import type { PhonePosition } from '@rahti/domain';

/**
 * A fleet's day of phone positions, as the driver app sends them: each vehicle reports every
 * `intervalSeconds` along a road-like track, and each batch holds one vehicle's consecutive
 * positions (one phone's upload). Batches come round-robin across the fleet, oldest first.
 * The same inputs always give the same positions.
 */
export function fleetDayBatches(
  vehicleIds: readonly string[],
  total: number,
  batchSize: number,
  end: Date,
): PhonePosition[][] {
  const perVehicle = Math.ceil(total / vehicleIds.length);
  const intervalMs = Math.floor((24 * 3_600_000) / perVehicle);
  const start = end.getTime() - perVehicle * intervalMs;
  const tracks = vehicleIds.map((vehicleId, v) =>
    Array.from({ length: perVehicle }, (_, i): PhonePosition => {
      const moving = i % 40 < 30;
      return {
        vehicleId,
        at: new Date(start + i * intervalMs).toISOString(),
        latitude: +(60.1 + v * 0.01 + i * 0.0004).toFixed(6),
        longitude: +(24.5 + Math.sin(i / 50) * 0.3).toFixed(6),
        speedKmh: moving ? 60 + ((i * 7 + v) % 25) : 0,
        headingDegrees: (i * 3 + v * 11) % 360,
        accuracyMeters: 4 + ((i + v) % 12),
      };
    }),
  );
  const batches: PhonePosition[][] = [];
  for (let offset = 0; offset < perVehicle; offset += batchSize) {
    for (const track of tracks) batches.push(track.slice(offset, offset + batchSize));
  }
  return batches.filter((batch) => batch.length > 0);
}
