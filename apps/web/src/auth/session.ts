import { createContext, useContext } from 'react';
import type { Role } from '@rahti/domain';

export type SessionStatus = 'loading' | 'anonymous' | 'signedIn' | 'expired';

/** What the access token says about the user, before /api/account/me has answered. */
export interface SessionClaims {
  userId: string | undefined;
  organisationId: string | undefined;
  organisationName: string | undefined;
  role: Role;
}

export interface SignInOptions {
  /** Where to land after signing in; the current page when left out. */
  returnTo?: string;
  /** Asks the sign-in pages to open on registration of a new organisation. */
  register?: boolean;
}

export interface Session {
  status: SessionStatus;
  accessToken: string | undefined;
  claims: SessionClaims | undefined;
  signIn: (options?: SignInOptions) => Promise<void>;
  signOut: () => Promise<void>;
  /** Ends the session because the server no longer accepts the token. */
  expire: () => void;
  /** Finishes the redirect back from the sign-in pages; resolves to the path to continue on. */
  completeSignIn: () => Promise<string | undefined>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider');
  return session;
}
