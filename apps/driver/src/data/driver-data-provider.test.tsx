import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSignedInUser } from '../test/fake-user';
import { useDriverData } from './driver-data-context';
import { DriverDataProvider } from './driver-data-provider';
import { createFakeDriverServer } from './testing/fake-driver-server';

function fakeUserManager({ isExpired = false } = {}) {
  let user: ReturnType<typeof fakeSignedInUser> | null = fakeSignedInUser({ name: 'Aino Ajaja', organisationName: 'Kuljetus Oy' });
  if (isExpired) user.expires_at = 1;
  const renewed = fakeSignedInUser({ name: 'Aino Ajaja', organisationName: 'Kuljetus Oy' });
  renewed.access_token = 'renewed-token';
  const loaded = new Set<() => void>();
  const unloaded = new Set<() => void>();
  const userManager = {
    getUser: async () => user,
    signinSilent: async () => {
      user = renewed;
      return renewed;
    },
    events: {
      addUserLoaded: (callback: () => void) => loaded.add(callback),
      removeUserLoaded: (callback: () => void) => loaded.delete(callback),
      addUserUnloaded: (callback: () => void) => unloaded.add(callback),
      removeUserUnloaded: (callback: () => void) => unloaded.delete(callback),
    },
  } as unknown as UserManager;
  return {
    userManager,
    signOut: () => {
      user = null;
      unloaded.forEach((callback) => callback());
    },
    signIn: () => {
      user = fakeSignedInUser({ name: 'Aino Ajaja', organisationName: 'Kuljetus Oy' });
      loaded.forEach((callback) => callback());
    },
  };
}

function Status() {
  const data = useDriverData();
  if (!data.ready) return <p>loading</p>;
  return (
    <>
      <p>device {data.deviceId}</p>
      <p>state {data.sync.state}</p>
      <p>pending {data.sync.pending}</p>
      <p>driver {data.context?.driver?.firstName ?? 'unknown'}</p>
      <p>tracking {data.tracking}</p>
      <button onClick={() => void data.startShift({ vehicleIds: [], startKm: null, workType: 2 })}>start</button>
    </>
  );
}

let server: ReturnType<typeof createFakeDriverServer>;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  server = createFakeDriverServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('DriverDataProvider', () => {
  it('gives the screens the phone’s data, syncs as the signed-in driver, and keeps the work through sign-out', async () => {
    const auth = fakeUserManager();
    render(
      <DriverDataProvider userManager={auth.userManager}>
        <Status />
      </DriverDataProvider>,
    );
    expect(await screen.findByText(/^device [A-Za-z0-9]{10}$/)).toBeTruthy();
    await screen.findByText('driver Aino');
    expect(server.calls[0]).toMatchObject({ path: '/api/driver/me', authorization: expect.stringMatching(/^Bearer /) });

    server.isReachable = false;
    act(() => screen.getByRole('button', { name: 'start' }).click());
    await screen.findByText('pending 1');
    // The position recorder loads with the first shift this phone records.
    expect(await screen.findByText('tracking unavailable')).toBeTruthy();

    await act(async () => auth.signOut());
    await screen.findByText('driver unknown');
    expect(screen.getByText('pending 1')).toBeTruthy();
    expect(screen.getByText('state notLinked')).toBeTruthy();

    server.isReachable = true;
    await act(async () => auth.signIn());
    await screen.findByText('pending 0');
    await waitFor(() => expect(screen.getByText('state saved')).toBeTruthy());
    expect(server.shifts()).toHaveLength(1);
  });

  it('renews an expired token before syncing, as a phone back from a night offline needs', async () => {
    const auth = fakeUserManager({ isExpired: true });
    render(
      <DriverDataProvider userManager={auth.userManager}>
        <Status />
      </DriverDataProvider>,
    );
    await screen.findByText('driver Aino');
    expect(server.calls[0]).toMatchObject({ path: '/api/driver/me', authorization: 'Bearer renewed-token' });
  });
});
