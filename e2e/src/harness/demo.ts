/** What `apps/server/src/seed/seed-demo.main.ts` creates; the harness makes this organisation a site operator. */
export const DEMO_ORGANISATION = { id: '00000000-0000-4000-8000-000000000001', name: 'Demo Haulage Oy' } as const;

export const DEMO_PASSWORD = 'Demo-2026!';

/** driver1@demo.test's display name, as the ID token's profile carries it. */
export const DEMO_DRIVER_NAME = 'Diego Driver';

export const DEMO_USERS = {
  admin: 'admin@demo.test',
  superuser: 'super@demo.test',
  user: 'user@demo.test',
  driver: 'driver1@demo.test',
} as const;

/** Seeded drivers' ids (apps/server/src/seed/demo-organisation-data.ts: driver(501) is Diego, 504 Anna). */
export const DEMO_DRIVER_IDS = {
  diego: '00000000-0000-4000-8000-000000000501',
  anna: '00000000-0000-4000-8000-000000000504',
} as const;

/** The demo's subcontractor (apps/server/src/seed/seed-subcontractor.ts), with its own sign-in. */
export const DEMO_SUBCONTRACTOR = {
  name: 'Kuljetus Lahtinen Oy',
  admin: 'admin@lahtinen.test',
  route: 'Kouvolan jakelu, alihankinta',
} as const;
