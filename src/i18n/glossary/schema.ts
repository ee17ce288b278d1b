/**
 * The per-locale glossary, `i18n/<locale>/glossary.json`: the words a
 * locale uses for the product's concepts, its register, quote marks and
 * digits. Read by translators and by the glossary check
 * (`scripts/i18n-glossary.ts`, `tests/unit/i18n/glossary.test.ts`).
 */
import * as z from 'zod';

/** The concepts a glossary may name; every glossary names at least the first nine. */
export const CONCEPTS = [
  'prompt',
  'favorite',
  'community',
  'signIn',
  'vote',
  'comment',
  'notes',
  'feedback',
  'editorsPicks',
  'account',
  'search',
  'delete',
  'password',
  'email',
  'mySpace',
  'sortRecommended',
  'sortNewest',
  'sortVotes',
  'moderator',
  'report',
  'member',
] as const;
export type Concept = (typeof CONCEPTS)[number];
export const REQUIRED_CONCEPTS: readonly Concept[] = CONCEPTS.slice(0, 9);

/** Digit systems a locale may use in its UI and docs. */
export const DIGIT_SYSTEMS = ['latn', 'beng', 'deva', 'arab'] as const;
export type DigitSystem = (typeof DIGIT_SYSTEMS)[number];

const quotePair = z.tuple([z.string().min(1), z.string().min(1)]);

const isRegExp = (source: string, flags = '') => {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
};

export const termSchema = z.strictObject({
  concept: z.enum(CONCEPTS),
  /** Accepted forms, inflections included. */
  use: z.array(z.string().min(1)).min(1),
  /**
   * Forms that must not appear in the locale's UI strings and docs: whole
   * words, case-insensitive, in scripts with spaces; substrings in zh, ja, ko.
   */
  avoid: z.array(z.string().min(1)).default([]),
  why: z.string().optional(),
});

export const patternSchema = z
  .strictObject({
    /** A regular expression that must not match (case-sensitive unless `flags` say otherwise). */
    avoid: z.string().min(1),
    flags: z
      .string()
      .regex(/^[imsuv]*$/, 'only the flags i, m, s, u, v')
      .optional(),
    why: z.string().optional(),
  })
  .refine((p) => isRegExp(p.avoid, p.flags), { message: 'not a valid regular expression' });

export const glossarySchema = z
  .strictObject({
    locale: z.string().min(2),
    register: z.string().min(1),
    quotes: z.strictObject({ primary: quotePair, secondary: quotePair }),
    /** The apostrophe the locale writes (fr, it, en…); the other one is a hit. Omit where none is used. */
    apostrophe: z.enum(["'", '’']).optional(),
    digits: z.enum(DIGIT_SYSTEMS),
    terms: z.array(termSchema),
    patterns: z.array(patternSchema).default([]),
    style: z.array(z.string().min(1)).min(1),
  })
  .superRefine((g, ctx) => {
    const named = new Set(g.terms.map((t) => t.concept));
    for (const concept of REQUIRED_CONCEPTS) {
      if (!named.has(concept)) ctx.addIssue({ code: 'custom', message: `missing the concept "${concept}"` });
    }
    const seen = new Set<string>();
    for (const term of g.terms) {
      if (seen.has(term.concept)) ctx.addIssue({ code: 'custom', message: `"${term.concept}" is listed twice` });
      seen.add(term.concept);
    }
  });

export type Glossary = z.infer<typeof glossarySchema>;
export type GlossaryInput = z.input<typeof glossarySchema>;
