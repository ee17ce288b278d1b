/** The typed client's moderation parts over a fake fetch: what it sends, and what a refusal carries to the UI. */
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@site/src/api/client';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch that records the request and answers `status` with `body`. */
function fakeFetch(status: number, body: unknown, sent: Sent[] = []): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: String(input),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

describe('typed client: moderation', () => {
  it('sends a report and reads the receipt', async () => {
    const sent: Sent[] = [];
    const receipt = { kind: 'comment', id: 7, reason: 'spam', createdAt: '2026-11-25T12:00:00.000Z' };
    const api = createApiClient({ fetch: fakeFetch(201, receipt, sent) });
    expect(await api.reports.send({ kind: 'comment', id: 7, reason: 'spam', note: 'ads' })).toEqual(receipt);
    expect(sent).toEqual([
      { method: 'POST', url: '/api/reports', body: { kind: 'comment', id: 7, reason: 'spam', note: 'ads' } },
    ]);
  });

  it('deletes the account with the password in the body', async () => {
    const sent: Sent[] = [];
    const api = createApiClient({ fetch: fakeFetch(200, { ok: true }, sent) });
    await api.auth.deleteAccount({ password: 'secret words' });
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/auth/account', body: { password: 'secret words' } }]);
  });

  it('keeps the suspension and the link date of a refusal for the message', async () => {
    const suspension = { until: '2026-12-03T14:05:00.000Z', note: 'Spam' };
    const suspended = createApiClient({
      fetch: fakeFetch(403, { code: 'SUSPENDED', message: 'Suspended', suspension }),
    });
    const refusal = await suspended.feedback.send({ message: 'Hello' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'SUSPENDED', status: 403, suspension });

    const allowedAt = '2026-11-26T12:00:00.000Z';
    const tooNew = createApiClient({
      fetch: fakeFetch(403, { code: 'LINKS_NOT_ALLOWED_YET', message: 'No links', field: 'text', allowedAt }),
    });
    await expect(tooNew.comments.post('curated', 1, { text: 'see https://x.test' })).rejects.toMatchObject({
      code: 'LINKS_NOT_ALLOWED_YET',
      field: 'text',
      allowedAt,
    });
  });
});
