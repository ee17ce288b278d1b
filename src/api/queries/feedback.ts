/**
 * Sending feedback. A single write with nothing cached to update, so no query
 * client: the feedback page stays as light as the sign-in page (see useAction).
 */
import type { FeedbackBody } from '../contract';
import { withApi } from '../runtime/loadApi';
import { useAction } from '../runtime/useAction';

const sendFeedback = (body: FeedbackBody) => withApi((api) => api.feedback.send(body));

export const useSendFeedback = () => useAction(sendFeedback);
