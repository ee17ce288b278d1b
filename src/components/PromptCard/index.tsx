import Link from '@docusaurus/Link';
import type { PromptSummary } from '@site/src/prompts/types';
import type { TagKey } from '@site/src/prompts/tags';
import type { TagLabel } from '@site/src/i18n/tagLabels';
import CopyButton from '@site/src/components/CopyButton';
import TagList from '@site/src/components/TagList';
import styles from './styles.module.css';

interface PromptCardProps {
  prompt: PromptSummary;
  labels: Record<TagKey, TagLabel>;
  getText: (id: number) => Promise<string>;
  onPrepareCopy?: () => void;
}

export default function PromptCard({ prompt, labels, getText, onPrepareCopy }: PromptCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`prompt-${prompt.id}-title`}>
      <header className={styles.header}>
        <h3 className={styles.title} id={`prompt-${prompt.id}-title`}>
          <Link to={`/prompt/${prompt.id}`}>{prompt.title}</Link>
        </h3>
        <CopyButton getText={() => getText(prompt.id)} onPrepare={onPrepareCopy} />
      </header>
      <p className={styles.remark}>{prompt.remark}</p>
      <p className={styles.preview}>{prompt.preview}</p>
      <TagList tags={prompt.tags} labels={labels} />
    </article>
  );
}
