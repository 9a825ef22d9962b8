import { describe, expect, it } from 'vitest';
import {
  issuePasswordChangeTicket,
  PASSWORD_CHANGE_TICKET_SECONDS,
  readPasswordChangeTicket,
} from '../../src/auth/oidc/password-change.service';
import { createRequestThrottle } from '../../src/auth/password-reset/request-throttle';
import { redactTokens } from '../../src/http/log-serializers';

const KEY = 'a-server-secret';
const USER = '00000000-0000-4000-8000-000000000001';
const now = new Date('2026-03-02T08:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('the ticket of the new-password step', () => {
  const ticket = issuePasswordChangeTicket(KEY, 'uid-1', USER, now);

  it('names the user for the sign-in it was issued in, until it expires', () => {
    expect(readPasswordChangeTicket(KEY, 'uid-1', ticket, later(PASSWORD_CHANGE_TICKET_SECONDS - 1))).toBe(USER);
    expect(readPasswordChangeTicket(KEY, 'uid-1', ticket, later(PASSWORD_CHANGE_TICKET_SECONDS))).toBeUndefined();
  });

  it('is refused in another sign-in, with another key, or changed', () => {
    expect(readPasswordChangeTicket(KEY, 'uid-2', ticket, now)).toBeUndefined();
    expect(readPasswordChangeTicket('another-secret', 'uid-1', ticket, now)).toBeUndefined();
    const otherUser = ticket.replace(USER, '00000000-0000-4000-8000-000000000002');
    expect(readPasswordChangeTicket(KEY, 'uid-1', otherUser, now)).toBeUndefined();
    expect(readPasswordChangeTicket(KEY, 'uid-1', '', now)).toBeUndefined();
  });
});

describe('the forgot-password throttle per address', () => {
  it('allows five requests in 15 minutes, then tells the wait until the oldest leaves the window', () => {
    const throttle = createRequestThrottle({ maxRequests: 5, windowSeconds: 900 });
    for (let i = 0; i < 5; i += 1) expect(throttle.take('192.0.2.1', later(i * 60))).toBe(0);
    expect(throttle.take('192.0.2.1', later(300))).toBe(600);
    expect(throttle.take('192.0.2.2', later(300))).toBe(0);
    expect(throttle.take('192.0.2.1', later(901))).toBe(0);
  });
});

describe('request logs', () => {
  it('never hold the token of a reset link', () => {
    expect(redactTokens('/oidc/reset-password?token=abc_DEF-123&ui_locales=fi')).toBe(
      '/oidc/reset-password?token=[redacted]&ui_locales=fi',
    );
    expect(redactTokens('/oidc/reset-password?ui_locales=fi&token=abc')).toBe(
      '/oidc/reset-password?ui_locales=fi&token=[redacted]',
    );
    expect(redactTokens('/api/calculations?page=2')).toBe('/api/calculations?page=2');
  });
});
