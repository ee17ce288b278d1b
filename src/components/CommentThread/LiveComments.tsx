import AntdArea from '@site/src/components/AntdArea';
import CommentThread from './index';

/** The comment thread of a curated prompt, in its own chunk (see CommentsSlot). */
export default function LiveComments({ promptId, minHeight }: { promptId: number; minHeight: string }) {
  return (
    <AntdArea withQueries minHeight={minHeight}>
      {() => <CommentThread kind="curated" id={promptId} />}
    </AntdArea>
  );
}
