import { useEffect, useRef, useState } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { Button, Form } from 'antd';
import Notice from '@site/src/components/Notice';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import type { FormRule } from 'antd';
import { LIMITS } from '@site/src/api/limits';
import { useSendFeedback } from '@site/src/api/queries/feedback';
import { LOCALES, type Locale } from '@site/src/config/locales';
import { tooLong } from '@site/src/components/account/formRules';
import { required } from '@site/src/utils/textRules';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import { signInPath } from '@site/src/navigation/redirect';
import { useToast } from '@site/src/components/AntdArea';
import CharacterCounter from '@site/src/components/CharacterCounter';
import FormSubmitRow from '@site/src/components/FormSubmitRow';
import { clearDraft, readDraft, saveDraft, type FeedbackDraft } from './draft';
import styles from './styles.module.css';

interface Props {
  /** The session ended while the page was open: say so, keep the text, offer to sign in again. */
  sessionEnded?: boolean;
}

const messageRules = (): FormRule[] => [
  required(
    translate({
      id: 'feedback.rule.messageRequired',
      message: 'Please write your message.',
      description: 'Feedback message left empty',
    }),
  ),
  tooLong(LIMITS.FEEDBACK_MESSAGE_MAX),
];
const contactRules = (): FormRule[] => [tooLong(LIMITS.FEEDBACK_CONTACT_MAX)];

function SessionEndedNotice() {
  const { pathname } = useLocation();
  return (
    <Notice
      className={styles.notice}
      type="warning"
      role="alert"
      title={translate({
        id: 'feedback.sessionEnded',
        message: 'Your session has ended. Sign in again to send this message; what you wrote stays here.',
        description: 'The session ended while the feedback form was open',
      })}
      action={
        <Link className="button button--sm button--primary" to={signInPath(pathname)}>
          {translate({
            id: 'navbar.account.signIn',
            message: 'Sign in',
            description: 'Navbar item for visitors, leading to the sign-in page',
          })}
        </Link>
      }
    />
  );
}

/** The form itself; a new one (empty, fresh form state) after each message sent. */
function MessageForm({ sessionEnded, onSent, autoFocus }: Props & { onSent: () => void; autoFocus: boolean }) {
  const [form] = Form.useForm<FeedbackDraft>();
  const send = useSendFeedback();
  // The inbox shows which language the page was in, so the answer can be in it.
  const { currentLocale } = useDocusaurusContext().i18n;
  const locale = LOCALES.find((known: Locale) => known === currentLocale);
  const failure = useFormFailure(form, 'submit');
  const toast = useToast();
  const [initialValues] = useState<FeedbackDraft>(() => readDraft() ?? { message: '', contact: '' });
  const message = Form.useWatch('message', form) ?? initialValues.message;

  useEffect(() => {
    if (autoFocus) form.focusField('message');
  }, [autoFocus, form]);

  return (
    <Form
      form={form}
      name="feedback"
      {...failure.formProps}
      requiredMark="optional"
      initialValues={initialValues}
      onValuesChange={(_changed, values: FeedbackDraft) => {
        failure.clear();
        saveDraft({ message: values.message ?? '', contact: values.contact ?? '' });
      }}
      onFinish={(values) => {
        failure.once((done) =>
          send.mutate(
            { message: values.message.trim(), contact: values.contact?.trim() || null, locale },
            {
              onSuccess: () => {
                clearDraft();
                toast.success(
                  translate({
                    id: 'feedback.success',
                    message: 'Feedback sent. Thank you!',
                    description: 'Message after feedback was sent',
                  }),
                );
                onSent();
              },
              onError: failure.report,
              onSettled: done,
            },
          ),
        );
      }}
    >
      <Form.Item
        name="message"
        label={translate({
          id: 'feedback.field.message',
          message: 'Your message',
          description: 'Label of the feedback message field',
        })}
        rules={messageRules()}
        extra={<CharacterCounter text={message} max={LIMITS.FEEDBACK_MESSAGE_MAX} />}
      >
        <TextArea autoSize={{ minRows: 6, maxRows: 16 }} />
      </Form.Item>
      <Form.Item
        name="contact"
        label={translate({
          id: 'feedback.field.contact',
          message: 'Contact',
          description: 'Label of the optional contact field of the feedback form',
        })}
        extra={translate({
          id: 'feedback.field.contactHelp',
          message: 'An email address or another way to reach you, if you would like an answer.',
          description: 'Help under the contact field of the feedback form',
        })}
        rules={contactRules()}
      >
        <Input autoComplete="email" />
      </Form.Item>
      {/* When the session has ended, its notice stands where the failure alert would. */}
      <FormSubmitRow
        failure={sessionEnded ? {} : failure}
        notice={sessionEnded && <SessionEndedNotice />}
        pending={send.isPending}
      >
        {translate({
          id: 'feedback.action.send',
          message: 'Send feedback',
          description: 'Submit button of the feedback form',
        })}
      </FormSubmitRow>
    </Form>
  );
}

function Thanks({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the confirmation, so screen readers say it and the keyboard starts from here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.thanks}>
      <h2 ref={heading} tabIndex={-1} className={styles.thanksTitle}>
        {translate({
          id: 'feedback.thanks.title',
          message: 'Thank you!',
          description: 'Heading shown after feedback was sent',
        })}
      </h2>
      <p>
        {translate({
          id: 'feedback.thanks.text',
          message: 'Your message has reached us. We read every message and use it to improve PromptDeck.',
          description: 'Text shown after feedback was sent',
        })}
      </p>
      <Button onClick={onAnother}>
        {translate({
          id: 'feedback.action.another',
          message: 'Send another message',
          description: 'Button after feedback was sent, showing an empty form again',
        })}
      </Button>
    </div>
  );
}

/** Feedback for signed-in members: a message and an optional contact; a failure keeps everything typed. */
export default function FeedbackForm({ sessionEnded = false }: Props) {
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <Thanks
        onAnother={() => {
          setRound((n) => n + 1);
          setSent(false);
        }}
      />
    );
  }
  return <MessageForm key={round} sessionEnded={sessionEnded} autoFocus={round > 0} onSent={() => setSent(true)} />;
}
