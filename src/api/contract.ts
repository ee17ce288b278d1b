/**
 * THE contract between the PromptDeck site and its API.
 *
 * Every request body, query, path parameter and response of `/api` is a zod
 * schema here. The server validates with them, the typed client
 * (`src/api/client.ts`) parses with them and the OpenAPI document at
 * `/api/openapi.json` is generated from them, so a field is renamed in one place.
 *
 * This module is bundled into the browser too: it imports only `zod` and the locale list.
 */
// First: see zodSetup.ts.
import './zodSetup';
import * as z from 'zod';
import { LOCALES } from '../config/locales';

export * from './limits';
import {
  ACCOUNT_CAPS,
  CURATED_PROMPT_COUNT,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  LIMITS,
  USERNAME_PATTERN,
  isStorableText,
} from './limits';
import {
  CurrentPassword,
  Cursor,
  IdParam,
  IsoDate,
  NextCursor,
  PageSize,
  SearchText,
  optionalText,
  userText,
} from './contract/common';
import { HiddenState, Role, Suspension } from './contract/moderation';

// ---------------------------------------------------------------------------
// Error codes
// ---------------------------------------------------------------------------

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'INVALID_RESET_CODE',
  'WRONG_PASSWORD',
  /** A new password is one of the 10,000 most common ones (field `password` or `newPassword`). */
  'COMMON_PASSWORD',
  'INVALID_PARENT',
  'RATE_LIMITED',
  /**
   * An account cap was reached: `field` names it (see QUOTA_LIMITS: prompts, favorites → 403;
   * shared per day, comments per hour → 429 with Retry-After) and `limit` is its number.
   */
  'QUOTA_EXCEEDED',
  /** 403: the account is suspended; `suspension` says until when (see Suspension). */
  'SUSPENDED',
  /** 403: an account younger than NEW_ACCOUNT_HOURS may not post links; `allowedAt` says from when, `field` where. */
  'LINKS_NOT_ALLOWED_YET',
  /** 429: the same text was just posted on several other items (Retry-After says when it may be posted again). */
  'REPEATED_TEXT',
  /** 409: the member has already reported this item. */
  'ALREADY_REPORTED',
  'CSRF_REJECTED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // Client side only: the request never reached the API or its answer was unreadable.
  'NETWORK_ERROR',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiErrorBody = z
  .object({
    code: ErrorCode,
    message: z.string(),
    /** The offending field of a validation error (dotted path), when one is known. */
    field: z.string().optional(),
    /** QUOTA_EXCEEDED: the number the cap named by `field` allows. */
    limit: z.number().int().optional(),
    /** SUSPENDED: until when (null `until`: until lifted) and the moderator's note. */
    suspension: Suspension.optional(),
    /** LINKS_NOT_ALLOWED_YET: when the account may post links. */
    allowedAt: IsoDate.optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

// ---------------------------------------------------------------------------
// Users and authentication
// ---------------------------------------------------------------------------

export const Username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(LIMITS.USERNAME_MIN, `Username must be at least ${LIMITS.USERNAME_MIN} characters`)
  .max(LIMITS.USERNAME_MAX, `Username must be at most ${LIMITS.USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, digits, "_" and "-"');

export const Email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.EMAIL_MAX, `Email must be at most ${LIMITS.EMAIL_MAX} characters`)
  .pipe(z.email('Email is not a valid address'));

/** A new password: 8..128 characters (code points), anything printable. */
export const NewPassword = z
  .string({ error: 'Password is required' })
  .refine(
    (value) => Array.from(value).length >= LIMITS.PASSWORD_MIN,
    `Password must be at least ${LIMITS.PASSWORD_MIN} characters`,
  )
  .refine(
    (value) => Array.from(value).length <= LIMITS.PASSWORD_MAX,
    `Password must be at most ${LIMITS.PASSWORD_MAX} characters`,
  )
  .refine(isStorableText, 'Password contains characters that are not allowed');

export const User = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    createdAt: IsoDate,
    role: Role,
    /** null unless suspended now. */
    suspension: Suspension.nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const RegisterBody = z.object({
  username: Username,
  email: Email,
  password: NewPassword,
  agreeToTerms: z.literal(true, { error: 'You must agree to the terms of service and the privacy policy' }),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const LoginBody = z.object({
  login: z
    .string({ error: 'Username or email is required' })
    .trim()
    .min(1, 'Username or email is required')
    .max(LIMITS.LOGIN_MAX, 'Username or email is too long'),
  password: CurrentPassword,
});
export type LoginBody = z.input<typeof LoginBody>;

/** A site locale (the reset mail links back to the page language the request came from). */
export const SiteLocale = z.enum(LOCALES, { error: 'Unknown locale' });

export const ForgotPasswordBody = z.object({ email: Email, locale: SiteLocale.optional() });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

export const ResetCode = z
  .string({ error: 'Reset code is required' })
  .trim()
  .min(1, 'Reset code is required')
  .max(32, 'Reset code is not valid');

export const ResetPasswordBody = z.object({
  email: Email,
  code: ResetCode,
  password: NewPassword,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ChangePasswordBody = z.object({
  currentPassword: CurrentPassword,
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

export const ForgotPasswordResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** How long a reset code stays valid (the server's RESET_CODE_TTL_MINUTES), for the page to say. */
  expiresInMinutes: z.number().int().positive(),
});
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

// ---------------------------------------------------------------------------
// Personal and community prompts
// ---------------------------------------------------------------------------

export const CreatePromptBody = z.object({
  title: userText('Title', LIMITS.PROMPT_TITLE_MAX, { required: true }),
  description: userText('Prompt text', LIMITS.PROMPT_DESCRIPTION_MAX, { required: true }),
  remark: optionalText('Remark', LIMITS.PROMPT_REMARK_MAX),
  notes: optionalText('Notes', LIMITS.PROMPT_NOTES_MAX),
  shared: z.boolean({ error: 'Shared must be true or false' }).optional(),
});
export type CreatePromptBody = z.input<typeof CreatePromptBody>;

export const UpdatePromptBody = z
  .object({
    title: userText('Title', LIMITS.PROMPT_TITLE_MAX, { required: true }).optional(),
    description: userText('Prompt text', LIMITS.PROMPT_DESCRIPTION_MAX, { required: true }).optional(),
    remark: optionalText('Remark', LIMITS.PROMPT_REMARK_MAX),
    notes: optionalText('Notes', LIMITS.PROMPT_NOTES_MAX),
    shared: z.boolean({ error: 'Shared must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type UpdatePromptBody = z.input<typeof UpdatePromptBody>;

export const PromptIdParams = z.object({ id: IdParam });

export const VoteValue = z.union([z.literal(1), z.literal(0), z.literal(-1)], {
  error: 'Vote value must be 1, 0 or -1',
});
export type VoteValue = z.infer<typeof VoteValue>;

export const Prompt = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    remark: z.string().nullable(),
    notes: z.string().nullable(),
    shared: z.boolean(),
    score: z.number().int(),
    /** Present only while a moderator (or reports) keep it hidden from the community. */
    hidden: HiddenState.optional(),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  })
  .meta({ id: 'Prompt' });
export type Prompt = z.infer<typeof Prompt>;

export const PromptResponse = z.object({ prompt: Prompt });

export const PromptListQuery = z.object({
  q: SearchText.optional(),
  cursor: Cursor.optional(),
  pageSize: PageSize,
});
export type PromptListQuery = z.input<typeof PromptListQuery>;

export const PromptListResponse = z.object({ items: z.array(Prompt), nextCursor: NextCursor });
export type PromptListResponse = z.infer<typeof PromptListResponse>;

export const CommunityPrompt = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    remark: z.string().nullable(),
    notes: z.string().nullable(),
    author: z.object({ username: z.string() }),
    score: z.number().int(),
    ups: z.number().int(),
    downs: z.number().int(),
    commentCount: z.number().int(),
    /** The caller's vote (0 when anonymous or not voted). */
    myVote: VoteValue,
    /** Whether the caller has it among their favorites (false when anonymous). */
    favorited: z.boolean(),
    /** Whether the caller wrote it. */
    mine: z.boolean(),
    /** Present only when hidden, which only its author and moderators see. */
    hidden: HiddenState.optional(),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  })
  .meta({ id: 'CommunityPrompt' });
export type CommunityPrompt = z.infer<typeof CommunityPrompt>;

export const CommunitySort = z.enum(['newest', 'votes']);
export type CommunitySort = z.infer<typeof CommunitySort>;

export const CommunityQuery = z.object({
  q: SearchText.optional(),
  sort: CommunitySort.default('newest'),
  /** Numbered pages for the first few; deeper pages follow `cursor` (which wins when both are sent). */
  page: z.coerce
    .number()
    .int()
    .min(1, 'Page must be 1 or more')
    .max(LIMITS.PAGE_NUMBER_MAX, `Page must be at most ${LIMITS.PAGE_NUMBER_MAX}; follow nextCursor for later pages`)
    .default(1),
  cursor: Cursor.optional(),
  pageSize: PageSize,
});
export type CommunityQuery = z.input<typeof CommunityQuery>;

/**
 * A shared prompt as a list shows it: the start of its text (`description`, at most
 * LIST_PREVIEW_CODE_POINTS code points; `descriptionComplete` says whether that is all of it) and
 * no notes. The whole prompt is at `GET /api/community/prompts/{id}`.
 */
export const CommunityListItem = CommunityPrompt.omit({ notes: true })
  .extend({ descriptionComplete: z.boolean() })
  .meta({ id: 'CommunityListItem' });
export type CommunityListItem = z.infer<typeof CommunityListItem>;

export const CommunityListResponse = z.object({
  items: z.array(CommunityListItem),
  /** The page number asked for (1 when paging by cursor). */
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: NextCursor,
});
export type CommunityListResponse = z.infer<typeof CommunityListResponse>;

export const CommunityPromptResponse = z.object({ prompt: CommunityPrompt });
export type CommunityPromptResponse = z.infer<typeof CommunityPromptResponse>;

// ---------------------------------------------------------------------------
// Targets of votes, favorites and comments
// ---------------------------------------------------------------------------

export const TargetKind = z.enum(['curated', 'community'], { error: 'Kind must be "curated" or "community"' });
export type TargetKind = z.infer<typeof TargetKind>;

export const TargetParams = z.object({ kind: TargetKind, ref: IdParam });
export type TargetParams = z.input<typeof TargetParams>;

export const VoteBody = z.object({ value: VoteValue });
export type VoteBody = z.input<typeof VoteBody>;

export const VoteState = z
  .object({
    kind: TargetKind,
    ref: z.number().int(),
    score: z.number().int(),
    ups: z.number().int(),
    downs: z.number().int(),
    myVote: VoteValue,
  })
  .meta({ id: 'VoteState' });
export type VoteState = z.infer<typeof VoteState>;

/** A curated prompt number as the ids list writes it: at most as many digits as the last one has. */
const CURATED_REF_DIGITS = `\\d{1,${String(CURATED_PROMPT_COUNT).length}}`;

export const CuratedScoresQuery = z.object({
  ids: z
    .string()
    .regex(
      new RegExp(`^${CURATED_REF_DIGITS}(,${CURATED_REF_DIGITS}){0,299}$`),
      'ids must be a comma-separated list of prompt numbers',
    )
    .optional(),
});

export const CuratedScoresResponse = z.object({
  /** Score per curated prompt number; prompts without votes are omitted (score 0). */
  scores: z.record(z.string(), z.number().int()),
  /** The caller's non-zero votes per curated prompt number (empty when anonymous). */
  myVotes: z.record(z.string(), z.union([z.literal(1), z.literal(-1)])),
});
export type CuratedScoresResponse = z.infer<typeof CuratedScoresResponse>;

export const FavoriteItem = z
  .object({
    kind: TargetKind,
    ref: z.number().int(),
    createdAt: IsoDate,
    /** false for a community prompt since deleted or no longer shared (kept so its owner can remove it). */
    available: z.boolean(),
    /** Inlined for community prompts that are still available. */
    prompt: CommunityPrompt.optional(),
  })
  .meta({ id: 'FavoriteItem' });
export type FavoriteItem = z.infer<typeof FavoriteItem>;

export const FavoriteState = z.object({ kind: TargetKind, ref: z.number().int(), favorited: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteState>;

export const FavoriteListQuery = z.object({ cursor: Cursor.optional(), pageSize: PageSize });
export type FavoriteListQuery = z.input<typeof FavoriteListQuery>;

export const FavoriteListResponse = z.object({ items: z.array(FavoriteItem), nextCursor: NextCursor });
export type FavoriteListResponse = z.infer<typeof FavoriteListResponse>;

// ---------------------------------------------------------------------------
// Export and import of my prompts and favorites
// ---------------------------------------------------------------------------

export const ExportedPrompt = z.object({
  title: userText('Title', LIMITS.PROMPT_TITLE_MAX, { required: true }),
  description: userText('Prompt text', LIMITS.PROMPT_DESCRIPTION_MAX, { required: true }),
  remark: optionalText('Remark', LIMITS.PROMPT_REMARK_MAX),
  notes: optionalText('Notes', LIMITS.PROMPT_NOTES_MAX),
  shared: z.boolean({ error: 'Shared must be true or false' }).default(false),
});
export type ExportedPrompt = z.output<typeof ExportedPrompt>;

export const ExportedFavorite = z
  .object({
    kind: TargetKind,
    ref: z
      .number({ error: 'Must be a positive integer' })
      .int('Must be a positive integer')
      .positive('Must be a positive integer'),
  })
  .refine((favorite) => favorite.kind !== 'curated' || favorite.ref <= CURATED_PROMPT_COUNT, {
    message: `Curated prompts are numbered 1 to ${CURATED_PROMPT_COUNT}`,
    path: ['ref'],
  });
export type ExportedFavorite = z.output<typeof ExportedFavorite>;

const ExportHeader = {
  format: z.literal(EXPORT_FORMAT, { error: `Not a PromptDeck export (format must be "${EXPORT_FORMAT}")` }),
  version: z.literal(EXPORT_VERSION, {
    error: `Unsupported export version (this site reads version ${EXPORT_VERSION})`,
  }),
  exportedAt: IsoDate.optional(),
};

const MAX_IMPORT_PROMPTS = ACCOUNT_CAPS.PROMPTS_PER_ACCOUNT_MAX;
const MAX_IMPORT_FAVORITES = ACCOUNT_CAPS.FAVORITES_PER_ACCOUNT_MAX;

/**
 * The file "Import" reads (an export, format described in the login-user guide). One document
 * holds as much as one account may keep, so the export of a full account imports whole.
 */
export const ImportDocument = z
  .object({
    ...ExportHeader,
    prompts: z.array(ExportedPrompt).max(MAX_IMPORT_PROMPTS, `At most ${MAX_IMPORT_PROMPTS} prompts per import`),
    favorites: z
      .array(ExportedFavorite)
      .max(MAX_IMPORT_FAVORITES, `At most ${MAX_IMPORT_FAVORITES} favorites per import`)
      .default([]),
  })
  .meta({ id: 'ImportDocument' });
export type ImportDocument = z.output<typeof ImportDocument>;
export type ExportDocumentInput = z.input<typeof ImportDocument>;

/**
 * The file "Export" downloads: the same format, with what is stored as it is stored. No count
 * bound here: an account kept over a cap (older than the caps) can still take its data away.
 */
export const ExportDocument = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: IsoDate,
    prompts: z.array(
      z.object({
        title: z.string(),
        description: z.string(),
        remark: z.string().nullable(),
        notes: z.string().nullable(),
        shared: z.boolean(),
      }),
    ),
    favorites: z.array(z.object({ kind: TargetKind, ref: z.number().int() })),
  })
  .meta({ id: 'ExportDocument' });
export type ExportDocument = z.output<typeof ExportDocument>;

export const ImportResponse = z.object({
  addedPrompts: z.number().int(),
  /** Prompts with the same title and text as one already kept (or earlier in the file). */
  skippedPrompts: z.number().int(),
  addedFavorites: z.number().int(),
  /** Favorites already kept, or of community prompts that are gone or no longer shared. */
  skippedFavorites: z.number().int(),
  /**
   * Prompts marked shared in the file but added private: the day's share budget (SHARED_PROMPTS_PER_DAY,
   * lower for new accounts) was spent, or (accounts younger than NEW_ACCOUNT_HOURS) they hold a link.
   */
  keptPrivate: z.number().int(),
});
export type ImportResponse = z.infer<typeof ImportResponse>;

// ---------------------------------------------------------------------------
// Comments
// ---------------------------------------------------------------------------

export const CreateCommentBody = z.object({
  text: userText('Comment', LIMITS.COMMENT_MAX, { required: true }),
  parentId: IdParam.optional(),
});
export type CreateCommentBody = z.input<typeof CreateCommentBody>;

export const CommentIdParams = z.object({ id: IdParam });

const CommentFields = {
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Empty for a deleted comment kept as a placeholder because it has replies. */
  text: z.string(),
  deleted: z.boolean(),
  /** null for a deleted comment, and for one whose author deleted their account (see authorDeleted). */
  author: z.object({ username: z.string() }).nullable(),
  /** Present (true) when the author deleted their account: the text stays, shown as by a "deleted member". */
  authorDeleted: z.literal(true).optional(),
  mine: z.boolean(),
  /** Present only when hidden, which only its author and moderators see. */
  hidden: HiddenState.optional(),
  createdAt: IsoDate,
};

export const Reply = z
  .object({
    ...CommentFields,
    /** Username of the author of the comment this one answers. */
    replyTo: z.string().nullable(),
  })
  .meta({ id: 'Reply' });
export type Reply = z.infer<typeof Reply>;

export const Comment = z
  .object({
    ...CommentFields,
    /** The first replies of the thread (replies to replies included, one level deep), oldest first. */
    replies: z.array(Reply),
    /** All replies of the thread. */
    replyCount: z.number().int(),
    /** Where the replies after `replies` start (replies route), or null when all are shown. */
    repliesCursor: NextCursor,
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof Comment>;

export const CommentListQuery = z.object({ cursor: Cursor.optional(), pageSize: PageSize });
export type CommentListQuery = z.input<typeof CommentListQuery>;

export const CommentListResponse = z.object({
  /** Top comments, newest first. */
  items: z.array(Comment),
  /** Comments on the prompt, replies included, deleted ones not. */
  total: z.number().int(),
  nextCursor: NextCursor,
});
export type CommentListResponse = z.infer<typeof CommentListResponse>;

export const ThreadParams = z.object({ kind: TargetKind, ref: IdParam, id: IdParam });

export const ReplyListQuery = z.object({ cursor: Cursor.optional(), pageSize: PageSize });
export type ReplyListQuery = z.input<typeof ReplyListQuery>;

export const ReplyListResponse = z.object({ items: z.array(Reply), nextCursor: NextCursor });
export type ReplyListResponse = z.infer<typeof ReplyListResponse>;

export const CommentResponse = z.object({ comment: Reply });
export type CommentResponse = z.infer<typeof CommentResponse>;

// ---------------------------------------------------------------------------
// Feedback and health
// ---------------------------------------------------------------------------

export const FeedbackBody = z.object({
  message: userText('Message', LIMITS.FEEDBACK_MESSAGE_MAX, { required: true }),
  contact: optionalText('Contact', LIMITS.FEEDBACK_CONTACT_MAX),
  /** The language of the page it was sent from (shown in the feedback inbox). */
  locale: SiteLocale.optional(),
});
export type FeedbackBody = z.input<typeof FeedbackBody>;

export const FeedbackResponse = z.object({ id: z.number().int(), createdAt: IsoDate });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;

export const HealthResponse = z.object({
  status: z.literal('ok'),
  time: IsoDate,
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export * from './contract/moderation';
