/** The 27 category keys of the spec, in the order the filter bar shows them. */
export const TAG_KEYS = [
  'favorite',
  'write',
  'article',
  'code',
  'ai',
  'living',
  'interesting',
  'life',
  'social',
  'philosophy',
  'mind',
  'pedagogy',
  'academic',
  'games',
  'tool',
  'interpreter',
  'language',
  'speech',
  'comments',
  'text',
  'company',
  'seo',
  'doctor',
  'finance',
  'music',
  'professional',
  'contribute',
] as const;

export type TagKey = (typeof TAG_KEYS)[number];

export function isTagKey(value: string): value is TagKey {
  return (TAG_KEYS as readonly string[]).includes(value);
}
