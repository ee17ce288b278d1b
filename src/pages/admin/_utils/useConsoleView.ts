import { useUrlView } from '@site/src/hooks/useUrlView';
import { consoleViewReplacesEntry, parseConsoleView, serializeConsoleView, type ConsoleView } from './consoleView';

/** The console's tab and filters, kept in the URL (see consoleView.ts). */
export function useConsoleView(): [ConsoleView, (change: Partial<ConsoleView>) => void] {
  return useUrlView(parseConsoleView, serializeConsoleView, consoleViewReplacesEntry);
}
