import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { DriverGroup } from '@rahti/domain';
import { callApiAsPageUser } from './signed-in-api';

/** A 2 000 × 1 500 PNG a phone's camera might give (stripes of road colours), made here. */
export function cameraPhoto(): Buffer {
  const width = 2000;
  const height = 1500;
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(x % 400 < 200 ? [90, 92, 96] : [200, 60, 40], 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A journey's truck and its driver with a driver-app account, made through the office's API. */
export async function truckAndDriver(
  office: Page,
  truck: { registerNumber: string; name: string },
  driver: { firstName: string; lastName: string; password: string },
): Promise<{ vehicleId: string; driverId: string; username: string }> {
  const vehicle = await callApiAsPageUser<{ id: string }>(office, 'POST', '/vehicles', { ...truck, vehicleClass: 3 });
  expect(vehicle.status, JSON.stringify(vehicle.body)).toBe(201);
  const groups = await callApiAsPageUser<DriverGroup[]>(office, 'GET', '/driver-groups');
  const made = await callApiAsPageUser<{ id: string }>(office, 'POST', '/drivers', {
    firstName: driver.firstName,
    lastName: driver.lastName,
    username: `${driver.firstName}.${driver.lastName}.${Date.now().toString(36)}`
      .toLowerCase()
      .replace(/[^a-z0-9.]/g, ''),
    employeeNumber: '',
    grossWagePerHour: 19,
    driverGroupId: groups.body[0]!.id,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const accounts = await callApiAsPageUser<{ username: string }[]>(office, 'POST', '/drivers/app-accounts', {
    driverIds: [made.body.id],
    active: true,
    password: driver.password,
  });
  expect(accounts.status, JSON.stringify(accounts.body)).toBe(200);
  return { vehicleId: vehicle.body.id, driverId: made.body.id, username: accounts.body[0]!.username };
}
