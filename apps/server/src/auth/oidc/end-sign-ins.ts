import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { withSystem } from '../../db/tenant';

/**
 * Ends every sign-in of an account: its sessions, grants and refresh tokens are deleted, so each
 * app must sign in again. Used when someone else chose its password (an Admin's temporary one)
 * or a mailed link replaced it. Access tokens already issued live out their few minutes.
 */
export async function endSignInsOf(db: Kysely<Database>, accountId: string): Promise<void> {
  await withSystem(db, (tx) =>
    tx
      .deleteFrom('oidc_payloads')
      .where(sql<string>`payload->>'accountId'`, '=', accountId)
      .execute(),
  );
}
