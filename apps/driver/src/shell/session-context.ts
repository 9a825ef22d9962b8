import { createContext, useContext } from 'react';
import type { User } from 'oidc-client-ts';

/**
 * Who uses the app: a signed-in user, or nobody (the driver chose to record without signing in;
 * spec section 8: the shift stays on the phone and uploads at the next sign-in).
 */
export interface Session {
  user: User | null;
  signIn(): void;
  signOut(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext');
  return session;
}
