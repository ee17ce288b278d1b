import { lazy, Suspense, type ComponentProps } from 'react';
import { mayHaveSession } from '@site/src/api/runtime/sessionStore';

const loadCommentForm = () => import('./CommentForm');
const CommentForm = lazy(loadCommentForm);

// Someone who may be signed in gets the form's code at once, so it is there when the thread is.
if (typeof window !== 'undefined' && mayHaveSession()) void loadCommentForm();

/**
 * The comment and reply form (antd's Form and TextArea, some 40 KB gzip) in its own chunk:
 * visitors, who only read, never load it. Only members see the form.
 */
export default function LazyCommentForm(props: ComponentProps<typeof CommentForm>) {
  return (
    <Suspense fallback={null}>
      <CommentForm {...props} />
    </Suspense>
  );
}
