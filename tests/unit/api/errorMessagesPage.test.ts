import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from '@site/src/api/errorMessages';

describe('apiErrorMessage with a page’s own sentences', () => {
  const pageMessages = { FORBIDDEN: () => 'Moderators cannot act on moderators.' };

  it('says the page’s sentence for the codes it names', () => {
    expect(apiErrorMessage({ code: 'FORBIDDEN', status: 403 }, 'submit', pageMessages)).toBe(
      'Moderators cannot act on moderators.',
    );
  });

  it('keeps the general sentences for the other codes and without them', () => {
    expect(apiErrorMessage({ code: 'NETWORK_ERROR', status: 0 }, 'submit', pageMessages)).toBe(
      apiErrorMessage({ code: 'NETWORK_ERROR', status: 0 }),
    );
    expect(apiErrorMessage({ code: 'FORBIDDEN', status: 403 })).not.toBe('Moderators cannot act on moderators.');
  });
});
