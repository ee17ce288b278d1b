/**
 * "Comments are unavailable right now.": one whole sentence per live part, so every
 * language words it with its own agreement (verb number, particles, case) instead of
 * filling a translated noun into one frame.
 */
import { translate } from '@docusaurus/Translate';

/** The live parts of a page that can fail to load on their own. */
export type UnavailablePart = 'votes' | 'favorites' | 'comments' | 'communityPrompts' | 'communityPrompt';

const sentences: Record<UnavailablePart, () => string> = {
  votes: () =>
    translate({
      id: 'live.unavailable.votes',
      message: 'Votes are unavailable right now.',
      description: 'The votes of a prompt could not be loaded',
    }),
  favorites: () =>
    translate({
      id: 'live.unavailable.favorites',
      message: 'Your favorites are unavailable right now.',
      description: 'My favorites (the list, or the star of a prompt) could not be loaded',
    }),
  comments: () =>
    translate({
      id: 'live.unavailable.comments',
      message: 'Comments are unavailable right now.',
      description: 'The comments of a prompt could not be loaded',
    }),
  communityPrompts: () =>
    translate({
      id: 'live.unavailable.communityPrompts',
      message: 'Community prompts are unavailable right now.',
      description: 'The list of community prompts could not be loaded',
    }),
  communityPrompt: () =>
    translate({
      id: 'live.unavailable.communityPrompt',
      message: 'This community prompt is unavailable right now.',
      description: 'The page of one community prompt could not load it',
    }),
};

/** The sentence saying that `part` could not be loaded; the general one without a part. */
export function unavailableText(part?: UnavailablePart): string {
  return part
    ? sentences[part]()
    : translate({
        id: 'live.unavailable',
        message: 'This part of the page is unavailable right now.',
        description: 'A live part of a page (votes, favorites, comments) could not be loaded',
      });
}
