/**
 * What antd gets instead of the tooltip parts the site never uses (see ./index.ts). If a
 * component ever asks for one, this says so instead of leaving it out quietly.
 */
export default function NotBundled(): never {
  throw new Error('This antd tooltip feature is left out of the site’s bundle (src/plugins/antd-unused-tooltips).');
}
