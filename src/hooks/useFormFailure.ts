import { useCallback, useRef, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import type { FormInstance } from 'antd';
import { asApiFailure } from '@site/src/api/runtime/errors';
import { apiErrorMessage, type FailedActionOrFallback } from '@site/src/api/errorMessages';

interface FailedFields {
  errorFields: Array<{ errors: string[] }>;
}

/**
 * What a form says when it cannot be sent, and the guard against sending it
 * twice. A failed request lands where the person looks: on the field the
 * server named (with focus moved there), else in one alert above the button.
 * Fields that fail their rules are announced too (antd marks them only with
 * aria-describedby), and the values typed stay in the form either way.
 */
export function useFormFailure(form: FormInstance, action: FailedActionOrFallback) {
  const [message, setMessage] = useState<string>();
  const [announcement, setAnnouncement] = useState<string>();
  const inFlight = useRef(false);

  const report = useCallback(
    (error: unknown) => {
      const failure = asApiFailure(error);
      const field = failure?.field;
      if (field && form.getFieldInstance(field) !== undefined) {
        const text =
          failure.code === 'VALIDATION_FAILED'
            ? translate({
                id: 'account.rule.checkField',
                message: 'Please check this field.',
                description: 'The server refused the value of a field',
              })
            : apiErrorMessage(error, action);
        form.setFields([{ name: field, errors: [text] }]);
        form.focusField(field);
        setMessage(undefined);
        setAnnouncement(text);
        return;
      }
      setMessage(apiErrorMessage(error, action));
    },
    [form, action],
  );
  const clear = useCallback(() => {
    setMessage(undefined);
    setAnnouncement(undefined);
  }, []);
  /** For Form's onFinishFailed: says the first problem aloud (focus goes to its field). */
  const invalid = useCallback(({ errorFields }: FailedFields) => setAnnouncement(errorFields[0]?.errors[0]), []);
  /** Runs `send` unless a send is already under way; `send` calls the returned `done` when it settles. */
  const once = useCallback((send: (done: () => void) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(undefined);
    send(() => {
      inFlight.current = false;
    });
  }, []);
  /** The props every account form shares: labels above fields, focus to the first invalid one, failures cleared on typing. */
  const formProps = {
    layout: 'vertical' as const,
    requiredMark: false,
    scrollToFirstError: { focus: true },
    onValuesChange: clear,
    onFinishFailed: invalid,
  };
  return { message, announcement, report, clear, invalid, once, formProps };
}
