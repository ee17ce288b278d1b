import { useToast } from '@site/src/components/AntdArea';
import { tokenCopiedText, tokenCopyFailedText } from './tokenTexts';

/** Copies a new token's secret to the clipboard and says whether it worked. */
export function useCopyToken() {
  const toast = useToast();
  return async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      void toast.success(tokenCopiedText());
    } catch {
      void toast.error(tokenCopyFailedText());
    }
  };
}
