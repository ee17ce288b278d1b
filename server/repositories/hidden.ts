/** How a hidden prompt or comment says so in an answer (to its author and to moderators, the only ones who see it). */
import type { HiddenState } from '../../src/api/contract';

/** `{ hidden: { at, note } }` for a hidden row, nothing for a visible one (the contract's field is optional). */
export function hiddenField(row: { hidden_at: string | null; hidden_note: string | null }): {
  hidden?: HiddenState;
} {
  return row.hidden_at === null ? {} : { hidden: { at: row.hidden_at, note: row.hidden_note } };
}
