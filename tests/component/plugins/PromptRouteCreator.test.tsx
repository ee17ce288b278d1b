import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PromptPageData } from '@site/src/prompts/types';
import PromptRouteCreator from '@site/src/plugins/prompt-library/PromptRouteCreator';

type Route = ComponentType<Record<string, unknown>> & { preload: () => Promise<unknown> };

const loadPageData = vi.hoisted(() =>
  vi.fn(async (id: number | string) => ({ id: Number(id), title: `Prompt ${id}` }) as PromptPageData),
);
vi.mock('@site/src/plugins/prompt-library/loadPageData', () => ({ loadPageData }));

beforeEach(() => loadPageData.mockClear());

// The stand-in site config is the English build's (baseUrl /en/).
describe('PromptRouteCreator', () => {
  it('preloads a prompt page’s data with its component and hands it over as the `prompt` prop', async () => {
    const Route = PromptRouteCreator('/en/prompt/42', 'abc') as unknown as Route;
    expect(loadPageData).not.toHaveBeenCalled();
    await Route.preload();
    expect(loadPageData).toHaveBeenCalledWith('42');
    render(<Route />);
    expect(screen.getByTestId('page')).toHaveTextContent('/en/prompt/42: Prompt 42');
  });

  it('leaves every other route to Docusaurus', async () => {
    for (const path of ['/en/', '/en/docs/prompt/4', '/prompt/42', '/en/prompt/42/more']) {
      const Route = PromptRouteCreator(path, 'abc') as unknown as Route;
      await Route.preload();
      render(<Route />);
      expect(screen.getAllByTestId('page').at(-1)).toHaveTextContent(`${path}: no prompt`);
    }
    expect(loadPageData).not.toHaveBeenCalled();
  });
});
