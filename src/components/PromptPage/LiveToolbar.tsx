import AntdArea from '@site/src/components/AntdArea';
import FavoriteStar from '@site/src/components/FavoriteStar';
import VoteButtons from '@site/src/components/VoteButtons';
import styles from './styles.module.css';

/**
 * Votes and the favorite star of a curated prompt page. Loaded (with
 * react-query and the API client) only once the page is interactive, into
 * the slot the toolbar keeps free for it.
 */
export default function LiveToolbar({ id }: { id: number }) {
  return (
    <AntdArea minHeight="var(--pd-live-toolbar-height)" withQueries>
      {() => (
        <div className={styles.liveParts}>
          <VoteButtons kind="curated" id={id} />
          <FavoriteStar kind="curated" id={id} />
        </div>
      )}
    </AntdArea>
  );
}
