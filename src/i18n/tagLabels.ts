import { translate } from '@docusaurus/Translate';
import type { TagKey } from '@site/src/prompts/tags';

export interface TagLabel {
  label: string;
  description: string;
}

/**
 * Localized names of the 27 categories. Each call is written out so that
 * `docusaurus write-translations` can extract its id.
 */
export function tagLabels(): Record<TagKey, TagLabel> {
  return {
    favorite: {
      label: translate({
        id: 'tag.favorite.label',
        message: 'Editors’ picks',
        description: 'Name of the favorite prompt category',
      }),
      description: translate({
        id: 'tag.favorite.description',
        message: 'The prompts our editors reach for most',
        description: 'One-line description of the favorite prompt category',
      }),
    },
    write: {
      label: translate({ id: 'tag.write.label', message: 'Writing', description: 'Name of the write prompt category' }),
      description: translate({
        id: 'tag.write.description',
        message: 'Fiction, copy and everyday writing',
        description: 'One-line description of the write prompt category',
      }),
    },
    article: {
      label: translate({
        id: 'tag.article.label',
        message: 'Articles',
        description: 'Name of the article prompt category',
      }),
      description: translate({
        id: 'tag.article.description',
        message: 'Essays, blog posts and outlines',
        description: 'One-line description of the article prompt category',
      }),
    },
    code: {
      label: translate({ id: 'tag.code.label', message: 'Code', description: 'Name of the code prompt category' }),
      description: translate({
        id: 'tag.code.description',
        message: 'Programming help, reviews and debugging',
        description: 'One-line description of the code prompt category',
      }),
    },
    ai: {
      label: translate({ id: 'tag.ai.label', message: 'AI', description: 'Name of the ai prompt category' }),
      description: translate({
        id: 'tag.ai.description',
        message: 'Working with AI models and prompts',
        description: 'One-line description of the ai prompt category',
      }),
    },
    living: {
      label: translate({
        id: 'tag.living.label',
        message: 'Daily living',
        description: 'Name of the living prompt category',
      }),
      description: translate({
        id: 'tag.living.description',
        message: 'Cooking, home, travel and errands',
        description: 'One-line description of the living prompt category',
      }),
    },
    interesting: {
      label: translate({
        id: 'tag.interesting.label',
        message: 'Fun',
        description: 'Name of the interesting prompt category',
      }),
      description: translate({
        id: 'tag.interesting.description',
        message: 'Trivia, curiosities and playful ideas',
        description: 'One-line description of the interesting prompt category',
      }),
    },
    life: {
      label: translate({ id: 'tag.life.label', message: 'Life', description: 'Name of the life prompt category' }),
      description: translate({
        id: 'tag.life.description',
        message: 'Habits, plans and decisions',
        description: 'One-line description of the life prompt category',
      }),
    },
    social: {
      label: translate({
        id: 'tag.social.label',
        message: 'Social',
        description: 'Name of the social prompt category',
      }),
      description: translate({
        id: 'tag.social.description',
        message: 'Posts, messages and networking',
        description: 'One-line description of the social prompt category',
      }),
    },
    philosophy: {
      label: translate({
        id: 'tag.philosophy.label',
        message: 'Philosophy',
        description: 'Name of the philosophy prompt category',
      }),
      description: translate({
        id: 'tag.philosophy.description',
        message: 'Ideas, arguments and thought experiments',
        description: 'One-line description of the philosophy prompt category',
      }),
    },
    mind: {
      label: translate({ id: 'tag.mind.label', message: 'Mind', description: 'Name of the mind prompt category' }),
      description: translate({
        id: 'tag.mind.description',
        message: 'Reflection, focus and motivation',
        description: 'One-line description of the mind prompt category',
      }),
    },
    pedagogy: {
      label: translate({
        id: 'tag.pedagogy.label',
        message: 'Teaching',
        description: 'Name of the pedagogy prompt category',
      }),
      description: translate({
        id: 'tag.pedagogy.description',
        message: 'Lessons, quizzes and explanations',
        description: 'One-line description of the pedagogy prompt category',
      }),
    },
    academic: {
      label: translate({
        id: 'tag.academic.label',
        message: 'Academic',
        description: 'Name of the academic prompt category',
      }),
      description: translate({
        id: 'tag.academic.description',
        message: 'Research, papers and citations',
        description: 'One-line description of the academic prompt category',
      }),
    },
    games: {
      label: translate({ id: 'tag.games.label', message: 'Games', description: 'Name of the games prompt category' }),
      description: translate({
        id: 'tag.games.description',
        message: 'Text adventures, quizzes and word games',
        description: 'One-line description of the games prompt category',
      }),
    },
    tool: {
      label: translate({ id: 'tag.tool.label', message: 'Tools', description: 'Name of the tool prompt category' }),
      description: translate({
        id: 'tag.tool.description',
        message: 'Converters, generators and formulas',
        description: 'One-line description of the tool prompt category',
      }),
    },
    interpreter: {
      label: translate({
        id: 'tag.interpreter.label',
        message: 'Interpreter',
        description: 'Name of the interpreter prompt category',
      }),
      description: translate({
        id: 'tag.interpreter.description',
        message: 'Translation between languages and registers',
        description: 'One-line description of the interpreter prompt category',
      }),
    },
    language: {
      label: translate({
        id: 'tag.language.label',
        message: 'Languages',
        description: 'Name of the language prompt category',
      }),
      description: translate({
        id: 'tag.language.description',
        message: 'Tutors, grammar and conversation practice',
        description: 'One-line description of the language prompt category',
      }),
    },
    speech: {
      label: translate({
        id: 'tag.speech.label',
        message: 'Speech',
        description: 'Name of the speech prompt category',
      }),
      description: translate({
        id: 'tag.speech.description',
        message: 'Talks, presentations and debate',
        description: 'One-line description of the speech prompt category',
      }),
    },
    comments: {
      label: translate({
        id: 'tag.comments.label',
        message: 'Reviews',
        description: 'Name of the comments prompt category',
      }),
      description: translate({
        id: 'tag.comments.description',
        message: 'Critiques and feedback',
        description: 'One-line description of the comments prompt category',
      }),
    },
    text: {
      label: translate({ id: 'tag.text.label', message: 'Text', description: 'Name of the text prompt category' }),
      description: translate({
        id: 'tag.text.description',
        message: 'Summaries, rewrites and proofreading',
        description: 'One-line description of the text prompt category',
      }),
    },
    company: {
      label: translate({
        id: 'tag.company.label',
        message: 'Business',
        description: 'Name of the company prompt category',
      }),
      description: translate({
        id: 'tag.company.description',
        message: 'Plans, emails, meetings and teams',
        description: 'One-line description of the company prompt category',
      }),
    },
    seo: {
      label: translate({ id: 'tag.seo.label', message: 'SEO', description: 'Name of the seo prompt category' }),
      description: translate({
        id: 'tag.seo.description',
        message: 'Keywords, metadata and content briefs',
        description: 'One-line description of the seo prompt category',
      }),
    },
    doctor: {
      label: translate({
        id: 'tag.doctor.label',
        message: 'Health',
        description: 'Name of the doctor prompt category',
      }),
      description: translate({
        id: 'tag.doctor.description',
        message: 'General health information, not a diagnosis',
        description: 'One-line description of the doctor prompt category',
      }),
    },
    finance: {
      label: translate({
        id: 'tag.finance.label',
        message: 'Finance',
        description: 'Name of the finance prompt category',
      }),
      description: translate({
        id: 'tag.finance.description',
        message: 'Money literacy, not investment advice',
        description: 'One-line description of the finance prompt category',
      }),
    },
    music: {
      label: translate({ id: 'tag.music.label', message: 'Music', description: 'Name of the music prompt category' }),
      description: translate({
        id: 'tag.music.description',
        message: 'Songwriting, theory and playlists',
        description: 'One-line description of the music prompt category',
      }),
    },
    professional: {
      label: translate({
        id: 'tag.professional.label',
        message: 'Careers',
        description: 'Name of the professional prompt category',
      }),
      description: translate({
        id: 'tag.professional.description',
        message: 'Interviews, CVs and professional roles',
        description: 'One-line description of the professional prompt category',
      }),
    },
    contribute: {
      label: translate({
        id: 'tag.contribute.label',
        message: 'Community picks',
        description: 'Name of the contribute prompt category',
      }),
      description: translate({
        id: 'tag.contribute.description',
        message: 'Creative roles contributed by the community',
        description: 'One-line description of the contribute prompt category',
      }),
    },
  };
}
