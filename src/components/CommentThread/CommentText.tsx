import { useMemo } from 'react';
import { tokenizeCommentText } from './linkify';
import styles from './styles.module.css';

/**
 * A comment's text as the person typed it: React text (never markup), line
 * breaks kept, and http(s) addresses as links that pass no credit or opener.
 */
export default function CommentText({ text }: { text: string }) {
  const tokens = useMemo(() => tokenizeCommentText(text), [text]);
  return (
    // Each paragraph takes the direction of its own text: an English comment reads right on an Arabic page.
    <div className={styles.text} dir="auto">
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
