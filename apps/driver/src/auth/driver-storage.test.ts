import { describe, expect, it } from 'vitest';
import { clearDriverStorage } from './driver-storage';

describe('clearDriverStorage', () => {
  it("removes the driver's keys but keeps the phone's language and device id, and the web app's data", () => {
    localStorage.setItem('rahti.driver.oidc.user:http://x/oidc:driver', '{}');
    localStorage.setItem('rahti.driver.oidc.state123', '{}');
    localStorage.setItem('rahti.driver.language', 'fi');
    localStorage.setItem('rahti.driver.deviceId', 'Ab3dE6gH9k');
    localStorage.setItem('oidc.user:http://x/oidc:web', '{}');
    clearDriverStorage();
    expect(Object.keys(localStorage).sort()).toEqual([
      'oidc.user:http://x/oidc:web',
      'rahti.driver.deviceId',
      'rahti.driver.language',
    ]);
  });
});
