// Test stand-in for @docusaurus/ComponentCreator: a route component that shows its path and the prompt it was given.
import type { PromptPageData } from '@site/src/prompts/types';

export default function ComponentCreator(path: string) {
  const Page = ({ prompt }: { prompt?: PromptPageData }) => (
    <p data-testid="page">{`${path}: ${prompt?.title ?? 'no prompt'}`}</p>
  );
  Page.preload = async () => undefined;
  return Page;
}
