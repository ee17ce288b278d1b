/**
 * Each route's body limit, worked out from the character limits of the texts
 * it takes, so a body is refused by its size before it is read whole, parsed
 * or validated. Routes not named here take config.bodyLimit (BODY_LIMIT), a
 * few kilobytes: logins, votes, favorites.
 */
import { CODE_UNITS_PER_CHARACTER_MAX, LIMITS, MODERATION_LIMITS, TOKEN_LIMITS } from '../../src/api/limits';

/** A code unit written as a JSON escape (\uXXXX) is 6 bytes: what a client may send for any character. */
const JSON_BYTES_PER_CODE_UNIT = 6;
/** Room for field names, numbers and flags around the texts. */
const FRAME_BYTES = 4096;

/** Bytes a JSON body needs for texts at these character limits, however the client encodes them. */
export function jsonBodyLimit(...characterLimits: number[]): number {
  const units = characterLimits.reduce((sum, max) => sum + max * CODE_UNITS_PER_CHARACTER_MAX, 0);
  return units * JSON_BYTES_PER_CODE_UNIT + FRAME_BYTES;
}

export const BODY_LIMITS = {
  prompt: jsonBodyLimit(
    LIMITS.PROMPT_TITLE_MAX,
    LIMITS.PROMPT_DESCRIPTION_MAX,
    LIMITS.PROMPT_REMARK_MAX,
    LIMITS.PROMPT_NOTES_MAX,
  ),
  comment: jsonBodyLimit(LIMITS.COMMENT_MAX),
  feedback: jsonBodyLimit(LIMITS.FEEDBACK_MESSAGE_MAX, LIMITS.FEEDBACK_CONTACT_MAX),
  report: jsonBodyLimit(MODERATION_LIMITS.REPORT_NOTE_MAX),
  /** Console actions: a note, and a second one when a queue action also suspends the author. */
  moderation: jsonBodyLimit(MODERATION_LIMITS.MODERATION_NOTE_MAX, MODERATION_LIMITS.MODERATION_NOTE_MAX),
  token: jsonBodyLimit(TOKEN_LIMITS.TOKEN_NAME_MAX),
} as const;
