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
};
