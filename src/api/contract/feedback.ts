/** Feedback a visitor or member sends to the people running the site. */
import * as z from 'zod';
import { LIMITS } from '../limits';
import { SiteLocale } from './auth';
import { IsoDate, optionalText, userText } from './common';

export const FeedbackBody = z.object({
  message: userText('Message', LIMITS.FEEDBACK_MESSAGE_MAX, { required: true }),
  contact: optionalText('Contact', LIMITS.FEEDBACK_CONTACT_MAX),
  /** The language of the page it was sent from (shown in the feedback inbox). */
  locale: SiteLocale.optional(),
});
export type FeedbackBody = z.input<typeof FeedbackBody>;

export const FeedbackResponse = z.object({ id: z.number().int(), createdAt: IsoDate });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
