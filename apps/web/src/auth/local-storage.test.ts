import { describe, expect, it } from 'vitest';
import { clearStorageExceptHeaderSettings } from './local-storage';

describe('clearing local storage on sign-out', () => {
  it('keeps saved header settings and removes everything else', () => {
    localStorage.setItem('rahti.headers.drivers', '["name"]');
    localStorage.setItem('rahti.language', 'fi');
    localStorage.setItem('oidc.user:web', '{}');

    clearStorageExceptHeaderSettings(localStorage);

    expect(localStorage.getItem('rahti.headers.drivers')).toBe('["name"]');
    expect(localStorage.getItem('rahti.language')).toBeNull();
    expect(localStorage.getItem('oidc.user:web')).toBeNull();
  });
});
