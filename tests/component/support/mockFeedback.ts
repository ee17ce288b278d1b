/**
 * The feedback route of the mock API (install with `server.use(...feedbackHandlers)`):
 * bodies checked with the contract's FeedbackBody, answers with FeedbackResponse.
 */
import { http, HttpResponse } from 'msw';
import { FeedbackBody, FeedbackResponse } from '@site/src/api/contract';
import { fail, state } from './apiMock';

export const sentFeedback: Array<{ username: string; message: string; contact: string | null; locale?: string }> = [];

export const feedbackHandlers = [
  http.post('*/api/feedback', async ({ request }) => {
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const parsed = FeedbackBody.safeParse(await request.json());
    if (!parsed.success) return fail(400, 'VALIDATION_FAILED', parsed.error.issues[0]?.path.join('.'));
    sentFeedback.push({
      username: state.signedIn.username,
      message: parsed.data.message,
      contact: parsed.data.contact ?? null,
      ...(parsed.data.locale ? { locale: parsed.data.locale } : {}),
    });
    return HttpResponse.json(
      FeedbackResponse.parse({ id: sentFeedback.length, createdAt: '2026-11-25T12:00:00.000Z' }),
      { status: 201 },
    );
  }),
];

export function resetFeedback() {
  sentFeedback.length = 0;
}
