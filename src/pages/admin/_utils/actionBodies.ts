/**
 * The request bodies of the console's dialogs, from what their forms hold:
 * notes trimmed (an empty one is null), the author's suspension only when
 * asked for.
 */
import type { QueueAction, QueueActionBody, SuspendBody, SuspensionDuration } from '@site/src/api/contract';

export const noteOrNull = (note: unknown): string | null =>
  typeof note === 'string' && note.trim() ? note.trim() : null;

export interface SuspendFields {
  duration?: SuspensionDuration;
  suspensionNote?: string;
}

export interface QueueFields extends SuspendFields {
  note?: string;
  suspendAuthor?: boolean;
}

export function suspendBody(fields: SuspendFields): SuspendBody {
  return { duration: fields.duration ?? '1d', note: noteOrNull(fields.suspensionNote) };
}

export function queueActionBody(action: QueueAction, fields: QueueFields): QueueActionBody {
  const body: QueueActionBody = { action, note: noteOrNull(fields.note) };
  if (fields.suspendAuthor) body.suspendAuthor = suspendBody(fields);
  return body;
}
