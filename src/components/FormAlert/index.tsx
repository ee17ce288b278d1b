import Notice from '@site/src/components/Notice';
import styles from './styles.module.css';

interface Props {
  /** A failure to show and announce. */
  message?: string;
  /** Said to screen readers only: the first field problem (the field shows it already). */
  announcement?: string;
}

/** A form's failure, announced (role="alert"); nothing when there is none. */
export default function FormAlert({ message, announcement }: Props) {
  return (
    <>
      {!message && announcement && (
        <span className={styles.srOnly} role="alert">
          {announcement}
        </span>
      )}
      {message && <Notice className={styles.alert} type="error" title={message} role="alert" />}
    </>
  );
}
