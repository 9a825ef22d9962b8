import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { createPayloadAdapter, deleteExpiredPayloads } from '../../src/auth/oidc/payload-adapter';
import { openTestDatabase } from '../helpers/test-database';

/** The provider's storage, as the provider calls it. */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('the oidc payload adapter', () => {
  it('stores, updates, finds, consumes and destroys', async () => {
    const sessions = createPayloadAdapter(database.db)('Session');
    const codes = createPayloadAdapter(database.db)('AuthorizationCode');
    const id = unique();

    await sessions.upsert(id, { uid: `uid-${id}`, accountId: 'a' }, 3600);
    await sessions.upsert(id, { uid: `uid-${id}`, accountId: 'b' }, 3600);
    expect(await sessions.find(id)).toMatchObject({ accountId: 'b' });
    expect(await sessions.findByUid(`uid-${id}`)).toMatchObject({ accountId: 'b' });
    expect(await codes.find(id)).toBeUndefined();

    await codes.upsert(id, { grantId: 'g' }, 60);
    expect(await codes.find(id)).not.toHaveProperty('consumed');
    await codes.consume(id);
    expect((await codes.find(id))?.consumed).toBeTruthy();

    await sessions.destroy(id);
    expect(await sessions.find(id)).toBeUndefined();
    expect(await codes.find(id)).toBeDefined();
  });

  it('revokes everything of a grant, one model at a time', async () => {
    const refreshTokens = createPayloadAdapter(database.db)('RefreshToken');
    const grantId = unique();
    await refreshTokens.upsert(`${grantId}-1`, { grantId }, 3600);
    await refreshTokens.upsert(`${grantId}-2`, { grantId }, 3600);
    await refreshTokens.revokeByGrantId(grantId);
    expect(await refreshTokens.find(`${grantId}-1`)).toBeUndefined();
    expect(await refreshTokens.find(`${grantId}-2`)).toBeUndefined();
  });

  it('finds device codes by user code', async () => {
    const deviceCodes = createPayloadAdapter(database.db)('DeviceCode');
    const id = unique();
    await deviceCodes.upsert(id, { userCode: `code-${id}` }, 600);
    expect(await deviceCodes.findByUserCode(`code-${id}`)).toMatchObject({ userCode: `code-${id}` });
  });

  it('treats expired rows as absent and cleans them up', async () => {
    const interactions = createPayloadAdapter(database.db)('Interaction');
    const id = unique();
    await interactions.upsert(id, { uid: id }, 1);
    expect(await interactions.find(id)).toBeDefined();

    const later = new Date(Date.now() + 5_000);
    await database.db
      .updateTable('oidc_payloads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await interactions.find(id)).toBeUndefined();
    expect(await interactions.findByUid(id)).toBeUndefined();

    expect(await deleteExpiredPayloads(database.db, later)).toBeGreaterThanOrEqual(1);
    const left = await database.db.selectFrom('oidc_payloads').select('id').where('id', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('asks the client lookup before its own rows', async () => {
    const clients = createPayloadAdapter(database.db, async (id) =>
      id === 'api.known' ? { client_id: id } : undefined,
    )('Client');
    expect(await clients.find('api.known')).toEqual({ client_id: 'api.known' });
    expect(await clients.find('api.other')).toBeUndefined();
  });
});
