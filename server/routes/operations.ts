/**
 * The name and the session needs of every documented API operation, in one
 * place, keyed by `METHOD /api/path` as the path appears in the OpenAPI
 * document (`{param}`, not `:param`).
 *
 * The swagger plugin applies this table while it builds /api/openapi.json and
 * the app refuses to start when a documented route is missing here (or when an
 * entry names no route): a new route gets a name when it is added.
 *
 * `session` says what the session cookie does for the operation:
 *   - 'required': 401 UNAUTHENTICATED without a valid session;
 *   - 'optional': answers anyone, a session changes the answer (`myVote`,
 *     `favorited`, `mine`, which session logout revokes);
 *   - 'none': the session is not looked at.
 * The CSRF header requirement is not listed: it follows from the method
 * (every method outside SAFE_METHODS needs it, see server/http/methods.ts).
 */
export type SessionUse = 'required' | 'optional' | 'none';

export interface OperationDoc {
  operationId: string;
  session: SessionUse;
  /**
   * Console routes (/api/admin): the role needed besides a session. Everyone without it, signed
   * in or not, gets 404 NOT_FOUND (never 401), as for a route that does not exist.
   */
  role?: 'moderator' | 'admin';
}

export const OPERATIONS: Readonly<Record<string, OperationDoc>> = {
  'GET /api/health': { operationId: 'getHealth', session: 'none' },

  'POST /api/auth/register': { operationId: 'register', session: 'none' },
  'POST /api/auth/login': { operationId: 'logIn', session: 'optional' },
  'POST /api/auth/logout': { operationId: 'logOut', session: 'optional' },
  'POST /api/auth/logout-all': { operationId: 'logOutEverywhere', session: 'required' },
  'GET /api/auth/me': { operationId: 'getCurrentUser', session: 'required' },
  'POST /api/auth/forgot-password': { operationId: 'requestPasswordReset', session: 'none' },
  'POST /api/auth/reset-password': { operationId: 'resetPassword', session: 'none' },
  'POST /api/auth/change-password': { operationId: 'changePassword', session: 'required' },
  'DELETE /api/auth/account': { operationId: 'deleteMyAccount', session: 'required' },

  'GET /api/prompts': { operationId: 'listMyPrompts', session: 'required' },
  'POST /api/prompts': { operationId: 'createPrompt', session: 'required' },
  'GET /api/prompts/{id}': { operationId: 'getMyPrompt', session: 'required' },
  'PATCH /api/prompts/{id}': { operationId: 'updatePrompt', session: 'required' },
  'DELETE /api/prompts/{id}': { operationId: 'deletePrompt', session: 'required' },

  'GET /api/community/prompts': { operationId: 'listCommunityPrompts', session: 'optional' },
  'GET /api/community/prompts/{id}': { operationId: 'getCommunityPrompt', session: 'optional' },

  'GET /api/votes/curated': { operationId: 'getCuratedScores', session: 'optional' },
  'GET /api/votes/{kind}/{ref}': { operationId: 'getVoteState', session: 'optional' },
  'PUT /api/votes/{kind}/{ref}': { operationId: 'castVote', session: 'required' },

  'GET /api/favorites': { operationId: 'listFavorites', session: 'required' },
  'GET /api/favorites/{kind}/{ref}': { operationId: 'getFavoriteState', session: 'required' },
  'PUT /api/favorites/{kind}/{ref}': { operationId: 'addFavorite', session: 'required' },
  'DELETE /api/favorites/{kind}/{ref}': { operationId: 'removeFavorite', session: 'required' },

  'GET /api/comments/{kind}/{ref}': { operationId: 'listComments', session: 'optional' },
  'GET /api/comments/{kind}/{ref}/threads/{id}/replies': { operationId: 'listReplies', session: 'optional' },
  'POST /api/comments/{kind}/{ref}': { operationId: 'postComment', session: 'required' },
  'DELETE /api/comments/{id}': { operationId: 'deleteComment', session: 'required' },

  'POST /api/feedback': { operationId: 'sendFeedback', session: 'required' },

  'POST /api/reports': { operationId: 'reportItem', session: 'required' },

  'GET /api/me/export': { operationId: 'exportMyData', session: 'required' },
  'POST /api/me/import': { operationId: 'importMyData', session: 'required' },

  'GET /api/tokens': { operationId: 'listMyAccessTokens', session: 'required' },
  'POST /api/tokens': { operationId: 'createAccessToken', session: 'required' },
  'DELETE /api/tokens/{id}': { operationId: 'revokeAccessToken', session: 'required' },

  'GET /api/admin/queue': { operationId: 'listReportQueue', session: 'required', role: 'moderator' },
  'POST /api/admin/queue/{kind}/{id}': { operationId: 'decideQueuedItem', session: 'required', role: 'moderator' },
  'GET /api/admin/content': { operationId: 'findContent', session: 'required', role: 'moderator' },
  'POST /api/admin/content/{kind}/{id}/hide': { operationId: 'hideItem', session: 'required', role: 'moderator' },
  'POST /api/admin/content/{kind}/{id}/unhide': { operationId: 'unhideItem', session: 'required', role: 'moderator' },
  'DELETE /api/admin/content/{kind}/{id}': { operationId: 'deleteItem', session: 'required', role: 'moderator' },
  'GET /api/admin/members': { operationId: 'findMembers', session: 'required', role: 'moderator' },
  'GET /api/admin/members/{id}': { operationId: 'getMember', session: 'required', role: 'moderator' },
  'POST /api/admin/members/{id}/suspend': { operationId: 'suspendMember', session: 'required', role: 'moderator' },
  'POST /api/admin/members/{id}/lift': { operationId: 'liftSuspension', session: 'required', role: 'moderator' },
  'POST /api/admin/members/{id}/end-sessions': {
    operationId: 'endMemberSessions',
    session: 'required',
    role: 'moderator',
  },
  'PUT /api/admin/members/{id}/role': { operationId: 'setMemberRole', session: 'required', role: 'admin' },
  'DELETE /api/admin/members/{id}': { operationId: 'deleteMember', session: 'required', role: 'admin' },
  'GET /api/admin/feedback': { operationId: 'listFeedbackInbox', session: 'required', role: 'moderator' },
  'POST /api/admin/feedback/{id}/handled': {
    operationId: 'markFeedbackHandled',
    session: 'required',
    role: 'moderator',
  },
  'GET /api/admin/log': { operationId: 'listModerationLog', session: 'required', role: 'admin' },
};
