import { useCallback, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import type { FormInstance } from 'antd';
import { asApiFailure } from '@site/src/api/hooks/errors';
import { apiErrorMessage, type FailedAction } from '@site/src/api/errorMessages';

/**
 * Puts a failed request where the person looks: on the field the server
 * named (with focus moved there), else in one alert above the button. The
 * values typed stay in the form either way.
 */
export function useFormFailure(form: FormInstance, action: FailedAction) {
  const [message, setMessage] = useState<string>();
  const report = useCallback(
    (error: unknown) => {
      const failure = asApiFailure(error);
      const field = failure?.field;
      if (field && form.getFieldInstance(field) !== undefined) {
        const text =
          failure.code === 'VALIDATION_FAILED'
            ? translate({ id: 'account.rule.checkField', message: 'Please check this field.', description: 'The server refused the value of a field' })
            : apiErrorMessage(error, action);
        form.setFields([{ name: field, errors: [text] }]);
        form.focusField(field);
        setMessage(undefined);
        return;
      }
      setMessage(apiErrorMessage(error, action));
    },
    [form, action],
  );
  const clear = useCallback(() => setMessage(undefined), []);
  return { message, report, clear };
}
