import { sessionKeys } from '../../../lib/session.ts';

/** Query keys of the account page, below the session's (lib/session.ts): ownSessions(). */
export const authKeys = {
  ownSessions: () => [...sessionKeys.all, 'own-sessions'] as const,
};
