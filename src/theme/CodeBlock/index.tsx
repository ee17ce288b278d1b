/**
 * The theme's code block, with the extra highlighting languages the docs use
 * (bash, nginx, ini) registered here: see src/plugins/prism-on-demand.
 */
import type { ComponentProps } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import './prismLanguages';

export default function CodeBlockWithLanguages(props: ComponentProps<typeof CodeBlock>) {
  return <CodeBlock {...props} />;
}
