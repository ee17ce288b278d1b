import Link from '@docusaurus/Link';
import type { TagKey } from '@site/src/prompts/tags';
import type { TagLabel } from '@site/src/i18n/tagLabels';
import styles from './styles.module.css';

interface TagListProps {
  tags: readonly TagKey[];
  labels: Record<TagKey, TagLabel>;
}

/** Category chips, each linking to the home page filtered by that category. */
export default function TagList({ tags, labels }: TagListProps) {
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className={styles.tag} to={`/?tags=${tag}`} title={labels[tag].description}>
            {labels[tag].label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
