import { describe, expect, it } from 'vitest';
import {
  CommentListQuery,
  CreatePromptBody,
  FavoriteListQuery,
  PromptListQuery,
  ReplyListQuery,
  ReportBody,
} from '@site/src/api/contract';
import { IdParam, PositiveId } from '@site/src/api/contract/common';
import { LIMITS } from '@site/src/api/limits';

describe('list queries', () => {
  it('page every list the same way: a checked cursor and a bounded page size', () => {
    for (const query of [CommentListQuery, FavoriteListQuery, PromptListQuery, ReplyListQuery]) {
      expect(query.parse({})).toEqual({ pageSize: LIMITS.PAGE_SIZE_DEFAULT });
      expect(query.safeParse({ cursor: 'a b' }).error?.issues[0]?.message).toBe('Cursor is not valid');
      expect(query.safeParse({ pageSize: LIMITS.PAGE_SIZE_MAX + 1 }).success).toBe(false);
    }
  });

  it('put their own filters before the paging fields', () => {
    expect(Object.keys(PromptListQuery.shape)).toEqual(['q', 'cursor', 'pageSize']);
  });
});

describe('ids', () => {
  it('say the same thing in a path and in a body', () => {
    for (const [schema, value] of [
      [IdParam, '0'],
      [IdParam, '1.5'],
      [PositiveId, 0],
      [PositiveId, 1.5],
      [PositiveId, 'one'],
    ] as const) {
      expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Must be a positive integer');
    }
    expect(IdParam.parse('7')).toBe(7);
    expect(PositiveId.parse(7)).toBe(7);
  });
});

describe('titles and report notes', () => {
  it('refuse bidi controls with the control characters message; other texts keep them', () => {
    expect(
      CreatePromptBody.safeParse({ title: 'Invoice \u202Egnp.exe', description: 'x' }).error?.issues[0],
    ).toMatchObject({ path: ['title'], message: 'Title cannot contain control characters' });
    expect(ReportBody.safeParse({ kind: 'prompt', id: 1, reason: 'other', note: '\u2066x' }).success).toBe(false);
    expect(ReportBody.safeParse({ kind: 'prompt', id: 1, reason: 'other', note: 'x' }).success).toBe(true);
    expect(CreatePromptBody.safeParse({ title: 'x', description: 'a \u2066npm\u2069 b' }).success).toBe(true);
  });
});
