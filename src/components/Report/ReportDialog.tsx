import { useEffect, useId, useRef, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { Button, Form, Modal, Radio, type FormRule } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { REPORT_REASONS, type ModeratedKind, type ReportReason } from '@site/src/api/contract/moderation';
import { graphemesAtMost, MODERATION_LIMITS } from '@site/src/api/limits';
import { useSendReport } from '@site/src/api/queries/reports';
import { asApiFailure } from '@site/src/api/runtime/errors';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import { cancelText } from '@site/src/i18n/common';
import { formatCount, selectPlural } from '@site/src/i18n/plural';
import CharacterCounter from '@site/src/components/CharacterCounter';
import FormAlert from '@site/src/components/FormAlert';
import Notice from '@site/src/components/Notice';
import styles from './styles.module.css';

const NOTE_MAX = MODERATION_LIMITS.REPORT_NOTE_MAX;

/** Any other failure of sending (the shared messages cover suspension, sign-in, limits …). */
const reportFailed = () =>
  translate({
    id: 'report.failed',
    message: 'The report could not be sent. Please try again later.',
    description: 'Report dialog: sending failed',
  });

interface Values {
  reason?: ReportReason;
  note?: string;
}

interface Props {
  kind: ModeratedKind;
  id: number;
  open: boolean;
  onClose: () => void;
  /** Where focus goes back when the dialog closes: the Report button. */
  returnFocus: () => void;
}

const reasonLabels: Record<ReportReason, () => string> = {
  spam: () => translate({ id: 'report.reason.spam', message: 'Spam', description: 'Report reason: spam' }),
  abuse: () =>
    translate({
      id: 'report.reason.abuse',
      message: 'Abuse or harassment',
      description: 'Report reason: abusive or harassing content',
    }),
  illegal: () =>
    translate({
      id: 'report.reason.illegal',
      message: 'Illegal content',
      description: 'Report reason: illegal content',
    }),
  other: () =>
    translate({
      id: 'report.reason.other',
      message: 'Other',
      description: 'Report reason: anything else (say it in the note)',
    }),
};

const reasonRules = (): FormRule[] => [
  {
    required: true,
    message: translate({
      id: 'report.rule.reason',
      message: 'Please choose a reason.',
      description: 'The report dialog was sent without a reason',
    }),
  },
];

const noteRules = (locale: string): FormRule[] => [
  {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || graphemesAtMost(value.trim(), NOTE_MAX)
        ? Promise.resolve()
        : Promise.reject(
            new Error(
              selectPlural(
                locale,
                NOTE_MAX,
                translate(
                  {
                    id: 'report.rule.noteTooLong',
                    message: 'The note has at most {max} character.|The note has at most {max} characters.',
                    description:
                      'The note of a report is over the limit; {max} is the limit. Plural forms separated by |',
                  },
                  { max: formatCount(locale, NOTE_MAX) },
                ),
              ),
            ),
          ),
  },
];

/**
 * The report dialog (antd Modal, Radio and TextArea: loaded only when a member first opens it).
 * A reason, an optional note, Send; the answer replaces the form: that the report arrived, or
 * that this member had reported the item before. Other failures show above the buttons and
 * keep what was chosen and typed.
 */
export default function ReportDialog({ kind, id, open, onClose, returnFocus }: Props) {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, reportFailed);
  const send = useSendReport();
  const [answer, setAnswer] = useState<string>();
  const answerRef = useRef<HTMLDivElement>(null);
  const reasonLabelId = useId();
  const note = Form.useWatch('note', form) ?? '';

  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  const title =
    kind === 'prompt'
      ? translate({
          id: 'report.dialog.titlePrompt',
          message: 'Report this prompt',
          description: 'Title of the report dialog of a community prompt',
        })
      : translate({
          id: 'report.dialog.titleComment',
          message: 'Report this comment',
          description: 'Title of the report dialog of a comment',
        });

  const finish = ({ reason, note: text }: Values) =>
    failure.once((done) =>
      send.mutate(
        { kind, id, reason: reason!, note: text?.trim() || null },
        {
          onSuccess: () => {
            form.resetFields();
            setAnswer(
              translate({
                id: 'report.success',
                message: 'Thank you. A moderator will review it.',
                description: 'The report dialog after the report arrived',
              }),
            );
          },
          onError: (error) => {
            if (asApiFailure(error)?.code === 'ALREADY_REPORTED') {
              form.resetFields();
              setAnswer(
                translate({
                  id: 'report.alreadyReported',
                  message: 'You have already reported this. A moderator will review it.',
                  description: 'Report dialog: this member reported the item before',
                }),
              );
            } else failure.report(error);
          },
          onSettled: done,
        },
      ),
    );

  const closeText = translate({
    id: 'report.action.close',
    message: 'Close',
    description: 'Button that closes the report dialog after it was sent',
  });
  const footer = answer ? (
    <Button type="primary" onClick={onClose}>
      {closeText}
    </Button>
  ) : (
    <div className={styles.footer}>
      <Button onClick={onClose}>{cancelText()}</Button>
      <Button type="primary" loading={send.isPending} onClick={() => form.submit()}>
        {translate({
          id: 'report.action.send',
          message: 'Send report',
          description: 'Button of the report dialog that sends the report',
        })}
      </Button>
    </div>
  );

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      afterClose={() => {
        // The next opening starts a new report (a sent one is not shown again).
        setAnswer(undefined);
        returnFocus();
      }}
      footer={footer}
    >
      {answer ? (
        <div ref={answerRef} tabIndex={-1} className={styles.answer}>
          <Notice type="success" role="status" title={answer} />
        </div>
      ) : (
        <Form form={form} name={`report-${kind}-${id}`} {...failure.formProps} onFinish={finish}>
          <p className={styles.intro}>
            {translate({
              id: 'report.dialog.intro',
              message: 'Tell the moderators what is wrong. The author is not told who reported it.',
              description: 'First line of the report dialog',
            })}
          </p>
          <Form.Item
            name="reason"
            label={
              <span id={reasonLabelId}>
                {translate({
                  id: 'report.field.reason',
                  message: 'Reason',
                  description: 'Label of the report reasons',
                })}
              </span>
            }
            rules={reasonRules()}
          >
            <Radio.Group aria-labelledby={reasonLabelId} className={styles.reasons}>
              {REPORT_REASONS.map((reason) => (
                <Radio key={reason} value={reason}>
                  {reasonLabels[reason]()}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            name="note"
            label={translate({
              id: 'report.field.note',
              message: 'Note (optional)',
              description: 'Label of the optional note of a report',
            })}
            rules={noteRules(locale)}
            extra={<CharacterCounter text={note} max={NOTE_MAX} />}
          >
            <TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <FormAlert message={failure.message} announcement={failure.announcement} />
        </Form>
      )}
    </Modal>
  );
}
