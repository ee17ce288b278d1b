/**
 * What members meet of moderation, for the MSW mock (install with
 * `server.use(...moderationHandlers)`): reports (one per member and item) and
 * deleting one's own account. Bodies are checked with the contract's schemas,
 * answers built with its response schemas; refusals a suspended account meets
 * come from `suspendedAnswer`.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  ApiErrorBody,
  DeleteAccountBody,
  OkResponse,
  ReportBody,
  ReportResponse,
  type Suspension,
} from '@site/src/api/contract';
import { fail, state } from './apiMock';

export const moderationStore = {
  /** Reports received, with who sent them. */
  reports: [] as Array<ReportBody & { reporter: string }>,
  /** Passwords typed into account deletion, right or wrong. */
  deletions: [] as string[],
};

export function resetModeration() {
  moderationStore.reports = [];
  moderationStore.deletions = [];
}

/** The 403 a suspended account's write gets. */
export function suspendedAnswer(suspension: Suspension) {
  return HttpResponse.json(
    ApiErrorBody.parse({ code: 'SUSPENDED', message: 'mock SUSPENDED', suspension }) as JsonBodyType,
    { status: 403 },
  );
}

/** The 403 of a link from an account younger than NEW_ACCOUNT_HOURS. */
export function linksNotAllowedAnswer(allowedAt: string, field = 'text') {
  return HttpResponse.json(
    ApiErrorBody.parse({
      code: 'LINKS_NOT_ALLOWED_YET',
      message: 'mock LINKS_NOT_ALLOWED_YET',
      field,
      allowedAt,
    }) as JsonBodyType,
    { status: 403 },
  );
}

export const moderationHandlers = [
  http.post('*/api/reports', async ({ request }) => {
    const me = state.signedIn;
    if (!me) return fail(401, 'UNAUTHENTICATED');
    const parsed = ReportBody.safeParse(await request.json());
    if (!parsed.success) return fail(400, 'VALIDATION_FAILED', parsed.error.issues[0]?.path.join('.'));
    const report = parsed.data;
    if (moderationStore.reports.some((r) => r.reporter === me.username && r.kind === report.kind && r.id === report.id))
      return fail(409, 'ALREADY_REPORTED');
    moderationStore.reports.push({ ...report, reporter: me.username });
    return HttpResponse.json(
      ReportResponse.parse({
        kind: report.kind,
        id: report.id,
        reason: report.reason,
        createdAt: '2026-11-25T12:00:00.000Z',
      }) as JsonBodyType,
      { status: 201 },
    );
  }),
  http.delete('*/api/auth/account', async ({ request }) => {
    const me = state.signedIn;
    if (!me) return fail(401, 'UNAUTHENTICATED');
    const { password } = DeleteAccountBody.parse(await request.json());
    moderationStore.deletions.push(password);
    if (password !== me.password) return fail(400, 'WRONG_PASSWORD', 'password');
    state.accounts = state.accounts.filter((account) => account.id !== me.id);
    state.signedIn = null;
    document.cookie = 'promptdeck_signed_in=; path=/; max-age=0';
    return HttpResponse.json(OkResponse.parse({ ok: true }) as JsonBodyType);
  }),
];
