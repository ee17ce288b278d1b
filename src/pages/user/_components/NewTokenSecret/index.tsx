import type { ReactNode } from 'react';
import { Button } from 'antd';
import { copyTokenText } from '../../_utils/tokenTexts';
import { useCopyToken } from '../../_utils/useCopyToken';
import styles from './styles.module.css';

/**
 * A new access token's secret, shown once: what to do with it (`children`), the secret itself, a
 * Copy button and any further action. Used where a token is created: my access tokens and the
 * extension's Connect page when no extension takes the token.
 */
export default function NewTokenSecret({
  secret,
  children,
  actions,
}: {
  secret: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const copy = useCopyToken();
  return (
    <div className={styles.secret} role="status">
      {children}
      <div className={styles.secretValue}>
        <code>{secret}</code>
        <Button onClick={() => void copy(secret)}>{copyTokenText()}</Button>
        {actions}
      </div>
    </div>
  );
}
