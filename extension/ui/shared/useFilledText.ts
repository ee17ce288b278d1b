/** The values typed into a prompt's fields and the text they fill (src/prompts/variables.ts). */
import { useCallback, useMemo, useState } from 'react';
import { NO_VALUES, fillVariablesWithin, withValue, type VariableValues } from '@site/src/prompts/variables';

export function useFilledText(text: string) {
  const [values, setValues] = useState<VariableValues>(NO_VALUES);
  const setValue = useCallback((name: string, value: string) => setValues((v) => withValue(v, name, value)), []);
  /** undefined when the values would make the text longer than FILLED_TEXT_MAX. */
  const filled = useMemo(() => fillVariablesWithin(text, values), [text, values]);
  return { values, setValue, filled };
}
