/** External destinations shown in the navbar. Kept in one place so the tests and the config agree. */
export const AI_TOOLS_DIRECTORY_URL = 'https://www.futuretools.io/';

export const COURSE_LINKS = [
  { label: 'Prompt Engineering Guide', href: 'https://www.promptingguide.ai/' },
  { label: 'Learn Prompting', href: 'https://learnprompting.org/docs/introduction' },
  {
    label: 'ChatGPT Prompt Engineering for Developers',
    href: 'https://www.deeplearning.ai/short-courses/chatgpt-prompt-engineering-for-developers/',
  },
  { label: 'Google Prompting Essentials', href: 'https://grow.google/prompting-essentials/' },
] as const;

export const SOCIAL_LINKS = [
  { label: 'GitHub', href: 'https://github.com/promptdeck' },
  { label: 'X', href: 'https://x.com/promptdeck' },
] as const;
