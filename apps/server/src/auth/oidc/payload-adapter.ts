import type { Kysely } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/schema';

/** Looks up a client the provider does not list statically (the per-organisation API clients). */
export type ClientLookup = (clientId: string) => Promise<AdapterPayload | undefined>;

const asDate = (epochMs: number) => new Date(epochMs);

/**
 * oidc-provider's storage over the oidc_payloads table: one row per stored object (sessions,
 * interactions, grants, codes, refresh tokens …). An expired row reads as absent; a consumed
 * one reads with `consumed` set. Expired rows are deleted by {@link deleteExpiredPayloads}.
 */
export function createPayloadAdapter(db: Kysely<Database>, lookupClient?: ClientLookup): AdapterFactory {
  return (model: string): Adapter => {
    const live = () =>
      db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', asDate(Date.now()))]));

    const read = (row: { payload: Record<string, unknown>; consumed_at: Date | null } | undefined) =>
      row
        ? ({
            ...row.payload,
            ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
          } as AdapterPayload)
        : undefined;

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresIn ? asDate(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insertInto('oidc_payloads')
          .values({ model, id, ...values })
          .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(values))
          .execute();
      },

      async find(id) {
        if (model === 'Client' && lookupClient) {
          const client = await lookupClient(id);
          if (client) return client;
        }
        return read(await live().where('id', '=', id).executeTakeFirst());
      },

      async findByUid(uid) {
        return read(await live().where('uid', '=', uid).executeTakeFirst());
      },

      async findByUserCode(userCode) {
        return read(await live().where('user_code', '=', userCode).executeTakeFirst());
      },

      async consume(id) {
        await db
          .updateTable('oidc_payloads')
          .set({ consumed_at: asDate(Date.now()) })
          .where('model', '=', model)
          .where('id', '=', id)
          .execute();
      },

      async destroy(id) {
        await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
      },

      async revokeByGrantId(grantId) {
        await db.deleteFrom('oidc_payloads').where('model', '=', model).where('grant_id', '=', grantId).execute();
      },
    };
  };
}

/** Deletes rows whose lifetime has passed; returns how many went. */
export async function deleteExpiredPayloads(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('oidc_payloads').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Runs the cleanup every `intervalMs` without keeping the process alive; returns the stop function. */
export function scheduleExpiredPayloadCleanup(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  intervalMs = 10 * 60 * 1000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deleteExpiredPayloads(db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
