import { translate } from '@docusaurus/Translate';
import { Form, Modal, Switch } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import type { Prompt } from '@site/src/api/contract';
import { LIMITS } from '@site/src/api/limits';
import { useCreatePrompt, useUpdatePrompt } from '@site/src/api/queries/myPrompts';
import { rules } from '@site/src/components/account/formRules';
import { successMessages } from '@site/src/components/account/messages';
import { useFormFailure } from '@site/src/hooks/useFormFailure';
import { useToast } from '@site/src/components/AntdArea';
import CharacterCounter from '@site/src/components/CharacterCounter';
import FormSubmitRow from '@site/src/components/FormSubmitRow';

interface EditorValues {
  title: string;
  description: string;
  remark?: string;
  notes?: string;
  shared: boolean;
}

interface Props {
  /** The prompt being edited; undefined to add a new one. */
  prompt?: Prompt;
  open: boolean;
  onClose: () => void;
}

/** Add or edit one of my prompts in a dialog. A failure keeps the dialog and everything typed. */
export default function PromptEditor({ prompt, open, onClose }: Props) {
  const [form] = Form.useForm<EditorValues>();
  const create = useCreatePrompt();
  const update = useUpdatePrompt();
  const failure = useFormFailure(form, 'submit');
  const toast = useToast();
  const busy = create.isPending || update.isPending;
  const editing = Boolean(prompt);
  const title = Form.useWatch('title', form) ?? prompt?.title ?? '';

  const save = (values: EditorValues) => {
    const body = {
      title: values.title.trim(),
      description: values.description.trim(),
      remark: values.remark?.trim() || null,
      notes: values.notes?.trim() || null,
      shared: Boolean(values.shared),
    };
    const done = (text: string) => () => {
      void toast.success(text);
      onClose();
    };
    failure.once((settled) => {
      const handlers = { onError: failure.report, onSettled: settled };
      if (prompt)
        update.mutate(
          { id: prompt.id, changes: body },
          { ...handlers, onSuccess: done(successMessages.promptUpdated()) },
        );
      else create.mutate(body, { ...handlers, onSuccess: done(successMessages.promptAdded()) });
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      destroyOnHidden
      title={
        editing
          ? translate({
              id: 'account.prompt.editTitle',
              message: 'Edit prompt',
              description: 'Title of the dialog that edits a personal prompt',
            })
          : translate({
              id: 'account.prompt.addTitle',
              message: 'Add a prompt',
              description: 'Title of the dialog that adds a personal prompt',
            })
      }
      footer={null}
      width={640}
    >
      <Form
        form={form}
        name={editing ? `editPrompt${prompt!.id}` : 'addPrompt'}
        layout="vertical"
        requiredMark="optional"
        preserve={false}
        initialValues={{
          title: prompt?.title ?? '',
          description: prompt?.description ?? '',
          remark: prompt?.remark ?? '',
          notes: prompt?.notes ?? '',
          shared: prompt?.shared ?? false,
        }}
        scrollToFirstError={{ focus: true }}
        onValuesChange={failure.clear}
        onFinishFailed={failure.invalid}
        onFinish={save}
      >
        <Form.Item
          name="title"
          label={translate({
            id: 'account.field.title',
            message: 'Title',
            description: 'Label of the prompt title field',
          })}
          rules={rules.promptTitle()}
          extra={<CharacterCounter text={title} max={LIMITS.PROMPT_TITLE_MAX} />}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="description"
          label={translate({
            id: 'account.field.promptText',
            message: 'Prompt text',
            description: 'Label of the prompt text field',
          })}
          extra={translate(
            {
              id: 'account.field.promptTextHelp',
              message: 'Write {placeholder} where the reader should fill something in.',
              description: 'Help under the prompt text field; {placeholder} is an example such as {{topic}}',
            },
            { placeholder: '{{topic}}' },
          )}
          rules={rules.promptText()}
        >
          <TextArea autoSize={{ minRows: 5, maxRows: 14 }} />
        </Form.Item>
        <Form.Item
          name="remark"
          label={translate({
            id: 'account.field.remark',
            message: 'Role',
            description: 'Label of the prompt role (remark) field',
          })}
          extra={translate({
            id: 'account.field.remarkHelp',
            message: 'Who the assistant plays, e.g. “Travel guide”.',
            description: 'Help under the role field',
          })}
          rules={rules.promptRemark()}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="notes"
          label={translate({
            id: 'account.field.notes',
            message: 'Notes',
            description: 'Label of the prompt notes field',
          })}
          rules={rules.promptNotes()}
        >
          <TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item
          name="shared"
          valuePropName="checked"
          label={translate({
            id: 'account.field.shared',
            message: 'Share with the community',
            description: 'Label of the share switch',
          })}
          extra={translate({
            id: 'account.field.sharedHelp',
            message: 'Shared prompts appear on the community page with your username.',
            description: 'Help under the share switch',
          })}
        >
          <Switch />
        </Form.Item>
        <FormSubmitRow failure={failure} pending={busy}>
          {translate({ id: 'account.action.save', message: 'Save', description: 'Save button of the prompt dialog' })}
        </FormSubmitRow>
      </Form>
    </Modal>
  );
}
