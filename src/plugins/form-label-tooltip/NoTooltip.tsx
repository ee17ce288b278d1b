/**
 * What antd's form labels get instead of antd's Tooltip (see ./index.ts). The site gives no
 * Form.Item a `tooltip`: if one ever does, this says so instead of leaving the hint out quietly.
 */
export default function NoTooltip(): never {
  throw new Error('Form.Item `tooltip` is not available on this site (src/plugins/form-label-tooltip): put the hint in `extra` instead.');
}
