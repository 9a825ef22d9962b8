import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RFMS_VERSIONS } from './rfms-model';
import { parseRfmsPositionsPage, parseRfmsStatusesPage, parseRfmsVehiclesPage } from './rfms-pages';
import { formatRfmsInstant, parseRfmsInstant } from './rfms-values';

describe('rFMS instants', () => {
  it('read ISO-8601 with or without milliseconds and zones; no zone is UTC', () => {
    expect(parseRfmsInstant('2025-03-04T10:00:00Z')).toBe(Date.UTC(2025, 2, 4, 10));
    expect(parseRfmsInstant('2025-03-04T10:00:00.5Z')).toBe(Date.UTC(2025, 2, 4, 10, 0, 0, 500));
    expect(parseRfmsInstant('2025-03-04T10:00:00.123456Z')).toBe(Date.UTC(2025, 2, 4, 10, 0, 0, 123));
    expect(parseRfmsInstant('2025-03-04T12:00:00+02:00')).toBe(Date.UTC(2025, 2, 4, 10));
    expect(parseRfmsInstant('2025-03-04T12:00:00+0200')).toBe(Date.UTC(2025, 2, 4, 10));
    expect(parseRfmsInstant('2025-03-04T10:00:00')).toBe(Date.UTC(2025, 2, 4, 10));
    expect(parseRfmsInstant('2025-03-04T10:00Z')).toBe(Date.UTC(2025, 2, 4, 10));
  });

  it('refuse what is not an instant', () => {
    for (const value of [
      '',
      'yesterday',
      '2025-02-30T10:00:00Z',
      '2025-03-04T24:00:00Z',
      '2025-03-04',
      1741082400000,
      null,
      undefined,
    ]) {
      expect(parseRfmsInstant(value)).toBeNull();
    }
  });

  it('round-trip through the query format, to the whole second below', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const text = formatRfmsInstant(ms);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(parseRfmsInstant(text)).toBe(Math.floor(ms / 1000) * 1000);
        expect(parseRfmsInstant(new Date(ms).toISOString())).toBe(ms);
      }),
    );
  });
});

describe('rFMS page parsers', () => {
  it('never throw, and what they read is a valid position, status or vehicle', () => {
    const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms).toISOString());
    const anyValue = fc.oneof(fc.jsonValue(), instant, fc.double(), fc.string());
    const item = fc.dictionary(
      fc.constantFrom(
        'vin',
        'VIN',
        'Vin',
        'createdDateTime',
        'receivedDateTime',
        'CreatedDateTime',
        'ReceivedDateTime',
        'gnssPosition',
        'GNSSPosition',
        'hrTotalVehicleDistance',
        'driver1Id',
        'snapshotData',
      ),
      fc.oneof(
        anyValue,
        fc.dictionary(
          fc.constantFrom('latitude', 'longitude', 'heading', 'Latitude', 'Longitude', 'Heading', 'speed', 'Speed'),
          anyValue,
        ),
      ),
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        vehiclePositionResponse: fc.record({ vehiclePositions: fc.array(item) }),
        vehicleStatusResponse: fc.record({ vehicleStatuses: fc.array(item) }),
        vehicleResponse: fc.record({ vehicles: fc.array(item) }),
        moreDataAvailable: anyValue,
      }),
      fc.record({
        VehiclePosition: fc.array(item),
        VehicleStatus: fc.array(item),
        Vehicle: fc.array(item),
        MoreDataAvailable: anyValue,
        RequestServerDateTime: anyValue,
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...RFMS_VERSIONS), body, (version, value) => {
        for (const position of parseRfmsPositionsPage(version, value)?.positions ?? []) {
          expect(Math.abs(position.latitude)).toBeLessThanOrEqual(90);
          expect(Math.abs(position.longitude)).toBeLessThanOrEqual(180);
          expect(Number.isFinite(position.at) && Number.isFinite(position.receivedAt)).toBe(true);
          if (position.headingDegrees !== null)
            expect(position.headingDegrees >= 0 && position.headingDegrees < 360).toBe(true);
        }
        for (const status of parseRfmsStatusesPage(version, value)?.statuses ?? [])
          expect(status.vin.length).toBeGreaterThan(0);
        for (const vehicle of parseRfmsVehiclesPage(version, value)?.vehicles ?? [])
          expect(vehicle.vin.trim()).toBe(vehicle.vin);
      }),
    );
  });
});
