// Modules written by the prompt-library plugin at build time (see src/plugins/prompt-library).
declare module '@generated/promptdeck-prompt-library/default/texts.json' {
  import type { PromptTexts } from '@site/src/prompts/types';

  const texts: PromptTexts;
  export default texts;
}

declare module '@generated/promptdeck-prompt-library/default/previews.json' {
  import type { PromptPreviews } from '@site/src/prompts/types';

  const previews: PromptPreviews;
  export default previews;
}
