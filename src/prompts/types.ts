import type { TagKey } from './tags';

/** What the home page list needs of one prompt, in the page's language. */
export interface PromptSummary {
  id: number;
  tags: TagKey[];
  weight: number;
  title: string;
  remark: string;
  /**
   * The first lines of the text shown on the card: present for the first
   * screen of the default order, the rest come from PromptPreviews on demand.
   */
  preview?: string;
}

/** Card previews by prompt id, loaded on demand by the home page. */
export type PromptPreviews = Record<number, string>;

/** Full texts for search and copy, loaded on demand: [page-language text or null, English text]. */
export type PromptTexts = Record<number, { text: string | null; english: string; titleEn: string; remarkEn: string }>;

/** Everything one prompt page shows. */
export interface PromptPageData {
  id: number;
  tags: TagKey[];
  title: string;
  remark: string;
  notes?: string;
  /** True when the page language has no note of its own and `notes` is the English one. */
  notesInEnglish?: boolean;
  /** The page language's text, or null where it has not been translated yet. */
  text: string | null;
  english: { title: string; remark: string; text: string };
  variables: string[];
  /** Fill-in form labels in the page language, by placeholder name (may be incomplete). */
  variableLabels: Record<string, string>;
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

export type SortKey = 'weight' | 'newest' | 'votes';
export const SORT_KEYS: readonly SortKey[] = ['weight', 'newest', 'votes'];
