import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type NoticeType = 'error' | 'warning' | 'success' | 'info';

interface Props {
  type: NoticeType;
  /** The message itself. */
  title: ReactNode;
  /** More detail under the message (a link, a list of problems). */
  description?: ReactNode;
  /** A button beside the message, e.g. "Try again". */
  action?: ReactNode;
  /** `alert` for failures that must be announced at once, `status` for news that can wait. */
  role?: 'alert' | 'status';
  className?: string;
  style?: CSSProperties;
}

/** The glyph inside the icon's circle, drawn on a 16 × 16 grid. */
const GLYPHS: Record<NoticeType, ReactNode> = {
  error: <path d="M5.5 5.5l5 5m0-5l-5 5" />,
  warning: <path d="M8 4.5v4.5M8 11.2v.3" />,
  success: <path d="M5 8.2l2 2 4-4.4" />,
  info: <path d="M8 7.2v4.3M8 4.6v.3" />,
};

/**
 * A message inside a page (a form's failure, a success, a hint): plain HTML
 * styled from the theme's colours, so forms need no antd Alert.
 */
export default function Notice({ type, title, description, action, role, className, style }: Props) {
  return (
    <div className={clsx(styles.notice, styles[type], className)} role={role} style={style}>
      <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7.25" />
        {GLYPHS[type]}
      </svg>
      <div className={styles.body}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
