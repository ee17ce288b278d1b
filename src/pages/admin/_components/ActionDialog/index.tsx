import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Modal, type FormInstance } from 'antd';
import { apiErrorMessage } from '@site/src/api/errorMessages';
import { MODERATION_LIMITS } from '@site/src/api/limits';
import Notice from '@site/src/components/Notice';
import { cancelText } from '@site/src/i18n/common';
import { consoleErrors } from '../labels';

/** What every dialog's form holds: the note, and whatever fields `children` add. */
export type DialogValues = { note?: string } & Record<string, unknown>;

interface Props<Values extends DialogValues> {
  open: boolean;
  title: string;
  /** What the action does, in a sentence or two. */
  intro: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** The note field's label; null: the action takes no note. */
  noteLabel: string | null;
  /** More fields (antd Form.Items), after the note. */
  children?: (form: FormInstance<Values>) => ReactNode;
  /** Runs the action; a rejection keeps the dialog open, with everything typed, and says why. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
}

export const noteField = (name: string, label: string) => (
  <Form.Item name={name} label={label}>
    <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={MODERATION_LIMITS.MODERATION_NOTE_MAX} showCount />
  </Form.Item>
);

/**
 * The dialog every console action goes through: what it will do, an optional
 * note, the action's own fields, and the confirmation. While the request runs
 * the button waits; a refusal shows in the dialog, which keeps what was typed.
 */
export default function ActionDialog<Values extends DialogValues>({
  open,
  title,
  intro,
  confirmLabel,
  danger = false,
  noteLabel,
  children,
  onSubmit,
  onClose,
}: Props<Values>) {
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setFailure(apiErrorMessage(error, 'submit', consoleErrors));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      destroyOnHidden
      onCancel={pending ? undefined : onClose}
      afterClose={() => setFailure(null)}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={pending}>
          {cancelText()}
        </Button>,
        <Button key="confirm" type="primary" danger={danger} loading={pending} onClick={() => form.submit()}>
          {confirmLabel}
        </Button>,
      ]}
    >
      <div>{intro}</div>
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark="optional">
        {noteLabel !== null && noteField('note', noteLabel)}
        {children?.(form)}
      </Form>
      {failure && <Notice type="error" role="alert" title={failure} />}
    </Modal>
  );
}
