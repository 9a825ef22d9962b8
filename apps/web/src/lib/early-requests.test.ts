import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resources } from '@rahti/i18n/all';
import { startPageRequests } from '../app/early-page-requests';
import { firstPeriod } from '../features/resource-planning/calendar-address';
import { createApiClient } from './api-client';
import { hasEarlyRequest, startEarlyRequest, takeEarlyRequest } from './early-requests';
import { createI18n } from './i18n';

const i18n = createI18n('en', resources);

function client(fetch: typeof globalThis.fetch) {
  return createApiClient({
    getAccessToken: () => 'token-2',
    getLanguage: () => 'fi',
    onUnauthorized: vi.fn(),
    translate: (key) => i18n.t(key),
    fetch,
  });
}

describe('requests started with the app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const url of ['/api/vehicles', '/api/organisation/features', '/api/account/me']) takeEarlyRequest(url);
  });

  it('answers the page’s first GET of the same address once, with the stored token; later ones ask again', async () => {
    const early = vi.fn(async () => new Response('[{"id":"early"}]', { status: 200 }));
    vi.stubGlobal('fetch', early);
    startEarlyRequest('/api/vehicles', 'stored-token', 'sv');
    const [url, init] = early.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/vehicles');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer stored-token', 'Accept-Language': 'sv' });

    const later = vi.fn(async () => new Response('[{"id":"later"}]', { status: 200 }));
    const api = client(later);
    const schema = z.array(z.object({ id: z.string() }));
    expect(await api.get('/vehicles', schema)).toEqual([{ id: 'early' }]);
    expect(later).not.toHaveBeenCalled();
    expect(await api.get('/vehicles', schema)).toEqual([{ id: 'later' }]);
  });

  it('gives a failed early answer to the page as its own failure, in the page’s words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"x","message":"Kielletty"}', { status: 403 })),
    );
    startEarlyRequest('/api/vehicles', 'stored-token', 'fi');
    const api = client(vi.fn());
    await expect(api.get('/vehicles')).rejects.toMatchObject({ status: 403 });
  });

  it('starts the features and the account, the resource-planning calendar, the vehicles and their overdue items, then the conflicts once those are in', async () => {
    const answers: (() => void)[] = [];
    const fetch = vi.fn(
      (_url: string) => new Promise<Response>((resolve) => answers.push(() => resolve(new Response('{}')))),
    );
    vi.stubGlobal('fetch', fetch);
    startPageRequests({ pathname: '/resource-planning', search: '?span=month&date=2027-02-10' }, 't', 'en');
    const first = [
      '/api/organisation/features',
      '/api/account/me',
      '/api/resource-planning/calendar?from=2027-02-01&to=2027-02-28',
      '/api/vehicles',
      '/api/fleet-items/overdue',
    ];
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(first);
    // The conflicts' check would hold back the calendar on the server: asked once all five are answered.
    answers.slice(0, 4).forEach((answer) => answer());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledTimes(5);
    answers[4]!();
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([
        ...first,
        '/api/resource-planning/conflicts?from=2027-02-01&to=2027-02-28',
      ]),
    );
    expect(hasEarlyRequest('/api/resource-planning/conflicts?from=2027-02-01&to=2027-02-28')).toBe(true);
    for (const url of [...first, '/api/resource-planning/conflicts?from=2027-02-01&to=2027-02-28'])
      takeEarlyRequest(url);

    // Other pages, and the season tab, start only what every page asks (once: not taken yet).
    startPageRequests({ pathname: '/invoices', search: '' }, 't', 'en');
    startPageRequests({ pathname: '/resource-planning', search: '?view=season' }, 't', 'en');
    expect(fetch.mock.calls.slice(6).map(([url]) => url)).toEqual(['/api/organisation/features', '/api/account/me']);
  });

  it('starts the calculations list, the first page after sign-in, unless the address asks for another', () => {
    const fetch = vi.fn(async (_url: string) => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    startPageRequests({ pathname: '/calculations', search: '' }, 't', 'en');
    startPageRequests({ pathname: '/calculations', search: '?search=volvo' }, 't', 'en');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/organisation/features',
      '/api/account/me',
      '/api/calculations',
    ]);
    takeEarlyRequest('/api/calculations');
  });

  it('reads the calendar’s period as the page does: this week by default, none on the season tab', () => {
    const wednesday = Date.parse('2027-02-10T12:00:00');
    expect(firstPeriod('', wednesday)).toEqual({ from: '2027-02-08', to: '2027-02-14' });
    expect(firstPeriod('?span=twoWeeks&date=2027-02-10')).toEqual({ from: '2027-02-08', to: '2027-02-21' });
    expect(firstPeriod('?view=season')).toBeUndefined();
  });
});
