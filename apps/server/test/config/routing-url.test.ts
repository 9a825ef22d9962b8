import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';

describe('ROUTING_URL', () => {
  it('is unset by default, kept without its trailing slashes, and an address that is not http(s) stops the start', () => {
    expect(loadConfig({}).routingUrl).toBeUndefined();
    expect(loadConfig({ ROUTING_URL: '  ' }).routingUrl).toBeUndefined();
    expect(loadConfig({ ROUTING_URL: 'https://osrm.example.com/osrm//' }).routingUrl).toBe(
      'https://osrm.example.com/osrm',
    );
    expect(() => loadConfig({ ROUTING_URL: 'osrm.example.com' })).toThrow(/ROUTING_URL must start with http/);
  });
});
