import type { profiles } from '@limpa/db';

export type Role = 'customer' | 'cleaner' | 'admin';
/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/** The signed-in caller, as the authorization plugin resolves it for every route that is not public. */
export interface AuthContext {
  userId: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  profile: typeof profiles.$inferSelect;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A write the person may make before accepting new terms (accepting them, deleting the account), or, as a
     * function, which bodies of the route they may send then (their language alone): every other write of
     * theirs is refused 403 `terms_not_accepted` until they accept (decision 068).
     */
    beforeTerms?: true | ((body: unknown) => boolean);
  }
  interface FastifyRequest {
    /** Set for every route whose access is not public. */
    auth: AuthContext;
  }
}
