import { Alert } from 'antd';
import styles from './styles.module.css';

/** A form's failure, announced to screen readers (role="alert"); nothing when there is none. */
export default function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return <Alert className={styles.alert} type="error" showIcon title={message} role="alert" />;
}
