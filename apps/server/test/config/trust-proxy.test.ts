import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';

describe('TRUST_PROXY', () => {
  it('believes only a proxy on this machine by default, so a client cannot name its own address', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe('loopback');
  });

  it('takes true, false, or addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });
});
