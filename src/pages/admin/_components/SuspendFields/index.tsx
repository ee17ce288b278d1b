import { translate } from '@docusaurus/Translate';
import { Form, Radio } from 'antd';
import { SUSPENSION_DURATIONS } from '@site/src/api/contract';
import { noteField } from '../ActionDialog';
import { durationLabel } from '../labels';

/** How long a suspension lasts and the note the member reads with it (fields of a dialog's form). */
export default function SuspendFields({ username }: { username: string }) {
  return (
    <>
      <Form.Item
        name="duration"
        initialValue="1d"
        label={translate({
          id: 'admin.suspend.duration',
          message: 'Length of the suspension',
          description: 'Console: label of the suspension length choice',
        })}
        required
      >
        <Radio.Group
          optionType="button"
          options={SUSPENSION_DURATIONS.map((duration) => ({ value: duration, label: durationLabel(duration) }))}
        />
      </Form.Item>
      {noteField(
        'suspensionNote',
        translate(
          {
            id: 'admin.suspend.note',
            message: 'Note shown to {username} with the suspension',
            description: 'Console: label of the note a suspended member reads; {username} is who is suspended',
          },
          { username },
        ),
      )}
    </>
  );
}
