import { useMemo } from 'react';
import { tokenizeCommentText } from '@site/src/comments/linkify';
import styles from './styles.module.css';

/**
 * A comment's text as the person typed it: React text (never markup), line
 * breaks kept, and http(s) addresses as links that pass no credit or opener.
 */
export default function CommentText({ text }: { text: string }) {
  const tokens = useMemo(() => tokenizeCommentText(text), [text]);
  return (
    <div className={styles.text}>
      {tokens.map((token, index) =>
        token.kind === 'link' ? (
          <a key={index} href={token.href} rel="nofollow ugc noopener" target="_blank">
            {token.text}
          </a>
        ) : (
          <span key={index}>{token.text}</span>
        ),
      )}
    </div>
  );
}
