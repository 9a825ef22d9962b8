import { describe, expect, it } from 'vitest';
import { parseRfmsPositionsPage, parseRfmsStatusesPage, parseRfmsVehiclesPage } from './rfms-pages';

// Sample bodies shaped as the v4.0 and v2.1 OpenAPI files describe them (way-platform/rfms-go
// api/rFMS_4_0.yaml and api/rfmsv2/api.yaml), with fields we do not read left in.

const v4Vehicles = {
  vehicleResponse: {
    vehicles: [
      {
        vin: 'YV2RT40A5KB123456',
        customerVehicleName: 'RTK-512',
        brand: 'VOLVO TRUCKS',
        model: 'FH',
        type: 'TRUCK',
        productionDate: { day: 1, month: 4, year: 2019 },
        authorizedPaths: ['/vehiclepositions'],
      },
      { vin: 'YS2R4X20005399401', brand: 'SCANIA' },
    ],
  },
  moreDataAvailable: true,
  moreDataAvailableLink: '/rfms/vehicles?lastVin=YS2R4X20005399401',
};

const v4Positions = {
  vehiclePositionResponse: {
    vehiclePositions: [
      {
        vin: 'YV2RT40A5KB123456',
        triggerType: { triggerType: 'TIMER', context: 'RFMS', triggerInfo: [] },
        createdDateTime: '2025-03-04T10:00:00Z',
        receivedDateTime: '2025-03-04T10:00:02Z',
        gnssPosition: {
          latitude: 60.1699,
          longitude: 24.9384,
          heading: 30,
          altitude: 32,
          speed: 54.5,
          positionDateTime: '2025-03-04T10:00:00Z',
        },
        wheelBasedSpeed: 54.3,
        tachographSpeed: 54.1,
      },
      {
        vin: 'YS2R4X20005399401',
        triggerType: { triggerType: 'IGNITION_ON', context: 'RFMS' },
        createdDateTime: '2025-03-04T10:00:05.250+02:00',
        receivedDateTime: '2025-03-04T08:00:09Z',
        gnssPosition: { latitude: 61.4978, longitude: 23.761, positionDateTime: '2025-03-04T08:00:05Z' },
        wheelBasedSpeed: 12,
      },
      // A report without a GNSS fix is no position: left out and counted.
      {
        vin: 'YS2R4X20005399401',
        triggerType: { triggerType: 'TIMER', context: 'RFMS' },
        createdDateTime: '2025-03-04T08:00:10Z',
        receivedDateTime: '2025-03-04T08:00:12Z',
      },
    ],
  },
  moreDataAvailable: true,
  moreDataAvailableLink: '/rfms/vehiclepositions?starttime=2025-03-04T08:00:13Z&datetype=received',
  requestServerDateTime: '2025-03-04T08:01:00.123Z',
};

const v4Statuses = {
  vehicleStatusResponse: {
    vehicleStatuses: [
      {
        vin: 'YV2RT40A5KB123456',
        triggerType: { triggerType: 'TIMER', context: 'RFMS' },
        createdDateTime: '2025-03-04T10:00:00Z',
        receivedDateTime: '2025-03-04T10:00:02Z',
        hrTotalVehicleDistance: 345678912,
        totalEngineHours: 12345.5,
        engineTotalFuelUsed: 98765432,
        grossCombinationVehicleWeight: 40000,
        driver1Id: {
          tachoDriverIdentification: {
            driverIdentification: 'FI000012345678',
            cardIssuingMemberState: 'FIN',
            driverAuthenticationEquipment: 'DRIVER_CARD',
            cardReplacementIndex: '0',
            cardRenewalIndex: '1',
          },
        },
        snapshotData: {
          gnssPosition: { latitude: 60.17, longitude: 24.94, positionDateTime: '2025-03-04T10:00:00Z' },
          wheelBasedSpeed: 80,
          driver1WorkingState: 'DRIVE',
        },
        accumulatedData: { durationWheelbasedSpeedZero: 12345 },
      },
    ],
  },
  moreDataAvailable: false,
  requestServerDateTime: '2025-03-04T10:01:00Z',
};

const v2Vehicles = {
  Vehicle: [
    {
      VIN: 'YV2RT40A5KB123456',
      CustomerVehicleName: 'RTK-512',
      Brand: 'VOLVO TRUCKS',
      Model: 'FH',
      Type: 'TRUCK',
      NoOfAxles: 3,
    },
  ],
  MoreDataAvailable: false,
};

const v2Positions = {
  VehiclePosition: [
    {
      VIN: 'YV2RT40A5KB123456',
      Trigger: { Trigger: 'TIMER', Context: 'RFMS' },
      CreatedDateTime: '2025-03-04T10:00:00.000Z',
      ReceivedDateTime: '2025-03-04T10:00:02.000Z',
      // Scania has been seen sending Heading as a string.
      GNSSPosition: {
        Latitude: 60.1699,
        Longitude: 24.9384,
        Heading: '30',
        Altitude: 32,
        Speed: 54.5,
        PositionDateTime: '2025-03-04T10:00:00.000Z',
      },
      WheelBasedSpeed: 54.3,
      TachographSpeed: 54.1,
    },
  ],
  MoreDataAvailable: false,
  RequestServerDateTime: '2025-03-04T10:01:00.000Z',
};

const v2Statuses = {
  VehicleStatus: [
    {
      // Statuses spell it Vin, positions and vehicles VIN: the inconsistency is in the standard.
      Vin: 'YV2RT40A5KB123456',
      Trigger: { Trigger: 'TIMER', Context: 'RFMS' },
      CreatedDateTime: '2025-03-04T10:00:00.000Z',
      ReceivedDateTime: '2025-03-04T10:00:02.000Z',
      HRTotalVehicleDistance: 345678912,
      TotalEngineHours: 12345.5,
      EngineTotalFuelUsed: 98765432,
      Driver1Id: {
        TachoDriverIdentification: {
          DriverIdentification: 'FI000012345678',
          CardIssuingMemberState: 'FIN',
          CardReplacementIndex: '0',
          CardRenewalIndex: '1',
        },
      },
      SnapshotData: { Driver1WorkingState: 'DRIVE', WheelBasedSpeed: 80 },
      AccumulatedData: { VehicleSpeedClass: { Value: [{ From: 0, To: 30, Seconds: 100 }] } },
    },
  ],
  MoreDataAvailable: false,
  RequestServerDateTime: '2025-03-04T10:01:00.000Z',
};

describe('rFMS v4.0 pages', () => {
  it('reads vehicles and the paging facts', () => {
    expect(parseRfmsVehiclesPage('4.0', v4Vehicles)).toEqual({
      vehicles: [
        { vin: 'YV2RT40A5KB123456', name: 'RTK-512', brand: 'VOLVO TRUCKS', model: 'FH' },
        { vin: 'YS2R4X20005399401', name: null, brand: 'SCANIA', model: null },
      ],
      moreDataAvailable: true,
      moreDataAvailableLink: '/rfms/vehicles?lastVin=YS2R4X20005399401',
      lastVin: 'YS2R4X20005399401',
      skipped: 0,
    });
  });

  it('reads positions, falling back to wheel-based speed, and counts a report without coordinates', () => {
    const page = parseRfmsPositionsPage('4.0', v4Positions);
    expect(page?.positions).toEqual([
      {
        vin: 'YV2RT40A5KB123456',
        at: Date.UTC(2025, 2, 4, 10),
        receivedAt: Date.UTC(2025, 2, 4, 10, 0, 2),
        latitude: 60.1699,
        longitude: 24.9384,
        headingDegrees: 30,
        speedKmh: 54.5,
        altitudeMeters: 32,
      },
      {
        vin: 'YS2R4X20005399401',
        at: Date.UTC(2025, 2, 4, 8, 0, 5, 250),
        receivedAt: Date.UTC(2025, 2, 4, 8, 0, 9),
        latitude: 61.4978,
        longitude: 23.761,
        headingDegrees: null,
        speedKmh: 12,
        altitudeMeters: null,
      },
    ]);
    expect(page).toMatchObject({
      skipped: 1,
      moreDataAvailable: true,
      moreDataAvailableLink: '/rfms/vehiclepositions?starttime=2025-03-04T08:00:13Z&datetype=received',
      requestServerDateTime: '2025-03-04T08:01:00.123Z',
      // The unreadable report still moves paging on: it was received last.
      lastReceivedAt: Date.UTC(2025, 2, 4, 10, 0, 2),
      lastVin: 'YS2R4X20005399401',
    });
  });

  it('reads statuses with the 16-character driver card number and the working state', () => {
    const page = parseRfmsStatusesPage('4.0', v4Statuses);
    expect(page?.statuses).toEqual([
      {
        vin: 'YV2RT40A5KB123456',
        at: Date.UTC(2025, 2, 4, 10),
        receivedAt: Date.UTC(2025, 2, 4, 10, 0, 2),
        odometerMeters: 345678912,
        engineHours: 12345.5,
        fuelUsedMl: 98765432,
        driverId: 'FI00001234567801',
        driverWorkingState: 'DRIVE',
      },
    ]);
    expect(page).toMatchObject({
      moreDataAvailable: false,
      moreDataAvailableLink: null,
      requestServerDateTime: '2025-03-04T10:01:00Z',
    });
  });

  it('takes the maker’s own driver id when there is no card, and leaves unknown working states out', () => {
    const status: Record<string, unknown> = { ...v4Statuses.vehicleStatusResponse.vehicleStatuses[0]! };
    status.driver1Id = { oemDriverIdentification: { idType: 'USB', oemDriverIdentification: 'ABC-123-DEF' } };
    status.snapshotData = { driver1WorkingState: 'SLEEPING' };
    const page = parseRfmsStatusesPage('4.0', {
      vehicleStatusResponse: { vehicleStatuses: [status] },
      moreDataAvailable: false,
    });
    expect(page?.statuses[0]).toMatchObject({ driverId: 'ABC-123-DEF', driverWorkingState: null });
    expect(page?.requestServerDateTime).toBeNull();
  });
});

describe('rFMS v2.1 pages', () => {
  it('read into the same model as v4.0', () => {
    expect(parseRfmsVehiclesPage('2.1', v2Vehicles)?.vehicles).toEqual([
      { vin: 'YV2RT40A5KB123456', name: 'RTK-512', brand: 'VOLVO TRUCKS', model: 'FH' },
    ]);
    expect(parseRfmsPositionsPage('2.1', v2Positions)?.positions).toEqual(
      parseRfmsPositionsPage('4.0', v4Positions)?.positions.slice(0, 1),
    );
    expect(parseRfmsStatusesPage('2.1', v2Statuses)?.statuses).toEqual(
      parseRfmsStatusesPage('4.0', v4Statuses)?.statuses,
    );
  });

  it('have no next-page link and keep the server time', () => {
    expect(parseRfmsPositionsPage('2.1', v2Positions)).toMatchObject({
      moreDataAvailable: false,
      moreDataAvailableLink: null,
      requestServerDateTime: '2025-03-04T10:01:00.000Z',
      skipped: 0,
    });
  });

  it('accept VIN or Vin on any resource and numbers sent as strings', () => {
    const position = {
      ...v2Positions.VehiclePosition[0]!,
      VIN: undefined,
      Vin: 'YV2RT40A5KB123456',
      WheelBasedSpeed: '54.3',
    };
    const page = parseRfmsPositionsPage('2.1', { VehiclePosition: [position], MoreDataAvailable: 'false' });
    expect(page?.positions).toHaveLength(1);
    expect(page?.moreDataAvailable).toBe(false);
  });
});

describe('an rFMS body that is not the page asked for', () => {
  it('reads as null, not as an empty page', () => {
    expect(parseRfmsPositionsPage('2.1', v4Positions)).toBeNull();
    expect(parseRfmsPositionsPage('4.0', v2Positions)).toBeNull();
    expect(parseRfmsVehiclesPage('2.1', {})).toBeNull();
    expect(parseRfmsVehiclesPage('4.0', '<html>Service Unavailable</html>')).toBeNull();
    expect(parseRfmsStatusesPage('4.0', null)).toBeNull();
  });

  it('keeps the good reports of a page with broken ones', () => {
    const broken = [
      42,
      null,
      { vin: '' },
      {
        vin: 'X',
        createdDateTime: 'yesterday',
        receivedDateTime: '2025-03-04T10:00:02Z',
        gnssPosition: { latitude: 60, longitude: 25 },
      },
    ];
    const page = parseRfmsPositionsPage('4.0', {
      vehiclePositionResponse: {
        vehiclePositions: [...broken, ...v4Positions.vehiclePositionResponse.vehiclePositions],
      },
      moreDataAvailable: false,
    });
    expect(page?.positions).toHaveLength(2);
    expect(page?.skipped).toBe(5);
  });

  it('drops coordinates off the globe and folds headings into 0–359', () => {
    const at = { createdDateTime: '2025-03-04T10:00:00Z', receivedDateTime: '2025-03-04T10:00:02Z' };
    const page = parseRfmsPositionsPage('4.0', {
      vehiclePositionResponse: {
        vehiclePositions: [
          { vin: 'A', ...at, gnssPosition: { latitude: 91, longitude: 25 } },
          { vin: 'B', ...at, gnssPosition: { latitude: 60, longitude: 25, heading: 360, speed: -1 } },
          { vin: 'C', ...at, gnssPosition: { latitude: 60, longitude: 25, heading: -90, speed: 'fast' } },
        ],
      },
      moreDataAvailable: false,
    });
    expect(page?.positions.map((p) => [p.vin, p.headingDegrees, p.speedKmh])).toEqual([
      ['B', 0, null],
      ['C', 270, null],
    ]);
  });
});
