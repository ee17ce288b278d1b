import type { ComponentType } from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import siteConfig from '@generated/docusaurus.config';
import type { PromptPageData } from '../../prompts/types';
import { loadPageData } from './loadPageData';

const PROMPT_PAGE = new RegExp(`^${siteConfig.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}prompt/(\\d+)$`);

/**
 * What the route table (.docusaurus/routes.js) calls instead of Docusaurus's ComponentCreator
 * (see ./index.ts). A prompt page's route names no data module, so the route table in every
 * page's main bundle holds no entry per prompt; its data is loaded here, together with the
 * page's component, when Docusaurus preloads the route (before hydration, before a client-side
 * navigation, on hovering a link), and handed to the page as its `prompt` prop. Every other
 * route is Docusaurus's own.
 */
export default function PromptRouteCreator(path: string, hash: string): ReturnType<typeof ComponentCreator> {
  const Page = ComponentCreator(path, hash);
  const id = PROMPT_PAGE.exec(path)?.[1];
  if (id === undefined) return Page;
  // The component is src/components/PromptPage.
  const PromptPage = Page as unknown as ComponentType<{ prompt: PromptPageData }>;
  return Loadable({
    loader: () => Promise.all([loadPageData(id), Page.preload()]).then(([prompt]) => prompt),
    loading: Loading,
    render: (prompt: PromptPageData, props: object) => <PromptPage {...props} prompt={prompt} />,
  });
}
