/**
 * The name of every documented API operation, keyed by `METHOD /api/path` as the path appears in
 * the OpenAPI document (`{param}`, not `:param`). The swagger plugin applies this table while it
 * builds /api/openapi.json, and the app refuses to start when a documented route is missing here
 * (or when an entry names no route): a new route gets a name when it is added.
 *
 * What guards each operation (session, role, token scope, suspension, public cache) is declared by
 * the route itself: `config.policy` (server/http/policy.ts).
 */
export const OPERATIONS: Readonly<Record<string, string>> = {
  'GET /api/health': 'getHealth',

  'POST /api/auth/register': 'register',
  'POST /api/auth/login': 'logIn',
  'POST /api/auth/logout': 'logOut',
  'POST /api/auth/logout-all': 'logOutEverywhere',
  'GET /api/auth/me': 'getCurrentUser',
  'POST /api/auth/forgot-password': 'requestPasswordReset',
  'POST /api/auth/reset-password': 'resetPassword',
  'POST /api/auth/change-password': 'changePassword',
  'DELETE /api/auth/account': 'deleteMyAccount',

  'GET /api/prompts': 'listMyPrompts',
  'POST /api/prompts': 'createPrompt',
  'GET /api/prompts/{id}': 'getMyPrompt',
  'PATCH /api/prompts/{id}': 'updatePrompt',
  'DELETE /api/prompts/{id}': 'deletePrompt',

  'GET /api/community/prompts': 'listCommunityPrompts',
  'GET /api/community/prompts/{id}': 'getCommunityPrompt',

  'GET /api/votes/curated': 'getCuratedScores',
  'GET /api/votes/{kind}/{ref}': 'getVoteState',
  'PUT /api/votes/{kind}/{ref}': 'castVote',

  'GET /api/favorites': 'listFavorites',
  'GET /api/favorites/{kind}/{ref}': 'getFavoriteState',
  'PUT /api/favorites/{kind}/{ref}': 'addFavorite',
  'DELETE /api/favorites/{kind}/{ref}': 'removeFavorite',

  'GET /api/comments/{kind}/{ref}': 'listComments',
  'GET /api/comments/{kind}/{ref}/threads/{id}/replies': 'listReplies',
  'POST /api/comments/{kind}/{ref}': 'postComment',
  'DELETE /api/comments/{id}': 'deleteComment',

  'POST /api/feedback': 'sendFeedback',

  'POST /api/reports': 'reportItem',

  'GET /api/me/export': 'exportMyData',
  'POST /api/me/import': 'importMyData',

  'GET /api/tokens': 'listMyAccessTokens',
  'POST /api/tokens': 'createAccessToken',
  'DELETE /api/tokens/{id}': 'revokeAccessToken',
  'DELETE /api/tokens/current': 'revokeCurrentAccessToken',

  'GET /api/admin/queue': 'listReportQueue',
  'POST /api/admin/queue/{kind}/{id}': 'decideQueuedItem',
  'GET /api/admin/content': 'findContent',
  'POST /api/admin/content/{kind}/{id}/hide': 'hideItem',
  'POST /api/admin/content/{kind}/{id}/unhide': 'unhideItem',
  'DELETE /api/admin/content/{kind}/{id}': 'deleteItem',
  'GET /api/admin/members': 'findMembers',
  'GET /api/admin/members/{id}': 'getMember',
  'POST /api/admin/members/{id}/suspend': 'suspendMember',
  'POST /api/admin/members/{id}/lift': 'liftSuspension',
  'POST /api/admin/members/{id}/end-sessions': 'endMemberSessions',
  'PUT /api/admin/members/{id}/role': 'setMemberRole',
  'DELETE /api/admin/members/{id}': 'deleteMember',
  'GET /api/admin/feedback': 'listFeedbackInbox',
  'POST /api/admin/feedback/{id}/handled': 'markFeedbackHandled',
  'GET /api/admin/log': 'listModerationLog',
};
