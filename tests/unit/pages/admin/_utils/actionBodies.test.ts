import { describe, expect, it } from 'vitest';
import { QueueActionBody, SuspendBody } from '@site/src/api/contract';
import { noteOrNull, queueActionBody, suspendBody } from '@site/src/pages/admin/_utils/actionBodies';

describe('action bodies', () => {
  it('sends a trimmed note, or null', () => {
    expect(noteOrNull('  spam  ')).toBe('spam');
    expect(noteOrNull('   ')).toBeNull();
    expect(noteOrNull(undefined)).toBeNull();
  });

  it('suspends the author only when asked', () => {
    expect(queueActionBody('hide', { note: 'Off topic', duration: '7d' })).toEqual({
      action: 'hide',
      note: 'Off topic',
    });
    const body = queueActionBody('delete', {
      suspendAuthor: true,
      duration: 'indefinite',
      suspensionNote: ' Repeated spam ',
    });
    expect(body).toEqual({
      action: 'delete',
      note: null,
      suspendAuthor: { duration: 'indefinite', note: 'Repeated spam' },
    });
    expect(QueueActionBody.safeParse(body).success).toBe(true);
  });

  it('suspends for a day unless told otherwise', () => {
    const body = suspendBody({});
    expect(body).toEqual({ duration: '1d', note: null });
    expect(SuspendBody.safeParse(body).success).toBe(true);
  });
});
