/**
 * Reporting a community prompt or a comment to the moderators. A single write
 * with nothing cached to change (what the reporter sees stays as it is), so no
 * query client: the report dialog loads only this and the typed client.
 */
import type { ReportBody } from '../contract';
import { withApi } from '../runtime/loadApi';
import { useAction } from '../runtime/useAction';

const sendReport = (body: ReportBody) => withApi((api) => api.reports.send(body));

export const useSendReport = () => useAction(sendReport);
