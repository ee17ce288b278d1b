/**
 * Sending feedback. A single write with nothing cached to update, so no query
 * client: the feedback page stays as light as the sign-in page (see useAction).
 */
import type { FeedbackBody } from '../contract';
import { loadApi } from './loadApi';
import { useAction } from './useAction';

const sendFeedback = async (body: FeedbackBody) => (await loadApi()).feedback.send(body);

export const useSendFeedback = () => useAction(sendFeedback);
