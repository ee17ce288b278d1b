/**
 * Export and import of my prompts and favorites. The export answers the
 * document the page turns into a file (it downloads nothing by itself); an
 * import refreshes what it may have added.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportDocumentInput } from '../contract';
import { withApi } from '../runtime/loadApi';
import { communityQueries } from './community';
import { favoriteQueries } from './favorites';
import { myPromptQueries } from './myPrompts';

const exportDocument = () => withApi((api) => api.transfer.export());

export function useExport() {
  return useMutation({ mutationFn: exportDocument });
}

/** Every prompt I keep, for the import preview: duplicates are judged against all of them, not only the pages my prompts has loaded. */
const readKeptPrompts = () => exportDocument().then((document) => document.prompts);

/** The reader of every prompt I keep (no query state: the preview asks once per file chosen). */
export const useKeptPrompts = () => readKeptPrompts;

export function useImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: ExportDocumentInput) => withApi((api) => api.transfer.import(document)),
    onSuccess: (result) => {
      if (result.addedPrompts) void client.invalidateQueries({ queryKey: myPromptQueries.all() });
      if (result.addedFavorites) void client.invalidateQueries({ queryKey: favoriteQueries.lists() });
      void client.invalidateQueries({ queryKey: communityQueries.all() });
    },
  });
}
