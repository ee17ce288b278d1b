import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { translate } from '@docusaurus/Translate';
import { Button, Form, type FormRule } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { LIMITS } from '@site/src/api/limits';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import CharacterCounter from '@site/src/components/CharacterCounter';
import FormAlert from '@site/src/components/FormAlert';
import { cancelText } from '@site/src/i18n/common';
import { formatCount, pageLocale, selectPlural } from '@site/src/i18n/plural';
import { atMost, required } from '@site/src/utils/textRules';
import styles from './styles.module.css';

interface Values {
  text: string;
}

interface Props {
  /** A top comment or a reply: they differ in their required-text message and button. */
  mode: 'comment' | 'reply';
  /** Unique on the page (antd derives the field's id from it). */
  name: string;
  label: string;
  initialText?: string;
  onTextChange?: (text: string) => void;
  /** Sends the trimmed text; resolves when it is posted, rejects with the API failure. */
  send: (text: string) => Promise<unknown>;
  /** After a successful post (the field is already empty). */
  onPosted?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

const MAX = LIMITS.COMMENT_MAX;
function textRules(mode: Props['mode'], locale = pageLocale()): FormRule[] {
  const requiredMessage =
    mode === 'comment'
      ? translate({
          id: 'comments.rule.commentRequired',
          message: 'Please enter your comment.',
          description: 'Comment form sent empty',
        })
      : translate({
          id: 'comments.rule.replyRequired',
          message: 'Please enter your reply.',
          description: 'Reply form sent empty',
        });
  return [
    required(requiredMessage),
    atMost(
      MAX,
      selectPlural(
        locale,
        MAX,
        translate(
          {
            id: 'comments.rule.tooLong',
            message: 'A comment has at most {max} character.|A comment has at most {max} characters.',
            description: 'Comment or reply over the limit; {max} = the limit. Plural forms separated by |',
          },
          { max: formatCount(locale, MAX) },
        ),
      ),
    ),
  ];
}

/**
 * The form that posts a comment or a reply. Characters are counted as a
 * person sees them (grapheme clusters of the trimmed text, as the server
 * counts); a failure keeps the text in the field and says why.
 */
export default function CommentForm({
  mode,
  name,
  label,
  initialText = '',
  onTextChange,
  send,
  onPosted,
  onCancel,
  autoFocus = false,
}: Props) {
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, 'submit');
  const text = Form.useWatch('text', form) ?? initialText;
  const field = useRef<TextAreaRef>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  const finish = ({ text: value }: Values) =>
    failure.once((settled) => {
      setPending(true);
      send(value.trim())
        .then(
          () => {
            form.setFields([{ name: 'text', value: '', errors: [], touched: false }]);
            onTextChange?.('');
            onPosted?.();
          },
          (error: unknown) => failure.report(error),
        )
        .finally(() => {
          setPending(false);
          settled();
        });
    });

  // Ctrl+Enter (⌘+Enter) posts, as in most comment boxes.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.submit();
    }
  };

  return (
    <Form
      form={form}
      name={name}
      className={styles.form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ text: initialText }}
      onValuesChange={(_changed, values: Values) => {
        failure.clear();
        onTextChange?.(values.text ?? '');
      }}
      onFinishFailed={failure.invalid}
      onFinish={finish}
    >
      <Form.Item name="text" label={label} rules={textRules(mode)} extra={<CharacterCounter text={text} max={MAX} />}>
        <TextArea ref={field} autoSize={{ minRows: mode === 'comment' ? 3 : 2, maxRows: 12 }} onKeyDown={onKeyDown} />
      </Form.Item>
      <FormAlert message={failure.message} announcement={failure.announcement} />
      <div className={styles.formActions}>
        <Button type="primary" htmlType="submit" loading={pending} autoInsertSpace={false}>
          {mode === 'comment'
            ? translate({
                id: 'comments.action.post',
                message: 'Post comment',
                description: 'Button that posts a comment',
              })
            : translate({
                id: 'comments.action.postReply',
                message: 'Post reply',
                description: 'Button that posts a reply',
              })}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} autoInsertSpace={false}>
            {cancelText()}
          </Button>
        )}
      </div>
    </Form>
  );
}
