import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadUserManagerAfterFirstPage } from './load-user-manager';

afterEach(() => vi.useRealTimers());

describe('the sign-in library for a returning user', () => {
  it('arrives a few seconds after the page has loaded', async () => {
    vi.useFakeTimers();
    let arrived = false;
    void loadUserManagerAfterFirstPage(3000).then(() => (arrived = true));
    await vi.advanceTimersByTimeAsync(2900);
    expect(arrived).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await vi.waitFor(() => expect(arrived).toBe(true));
  });

  it('arrives at once when the user acts first', async () => {
    const manager = loadUserManagerAfterFirstPage(60_000);
    window.dispatchEvent(new Event('keydown'));
    const loaded = await manager;
    expect(typeof loaded.signinRedirect).toBe('function');
  });
});
