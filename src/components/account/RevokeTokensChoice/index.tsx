import { translate } from '@docusaurus/Translate';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from 'antd';
import { tokenQueries } from '@site/src/api/queries/tokens';
import styles from './styles.module.css';

interface Props {
  /** Ids of the tokens to keep (unticked); every other token of the list is revoked. */
  value?: number[];
  onChange?: (keep: number[]) => void;
}

/**
 * The member's access tokens as ticked checkboxes, for signing out everywhere and changing the
 * password: each ticked token is revoked with the sessions; unticking one keeps it working. The
 * value is what is kept (default none), so a token the list did not show yet is revoked too.
 * Nothing is shown while the member has no tokens.
 */
export default function RevokeTokensChoice({ value = [], onChange }: Props) {
  const tokens = useQuery(tokenQueries.list());
  const list = tokens.data ?? [];
  if (list.length === 0) return null;
  const toggle = (id: number, revoke: boolean) =>
    onChange?.(revoke ? value.filter((kept) => kept !== id) : [...value.filter((kept) => kept !== id), id]);
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>
        {translate({
          id: 'account.tokens.revokeWith',
          message: 'Your access tokens are revoked too. Untick a token to keep it working.',
          description:
            'Above the checkboxes of my tokens, when signing out everywhere or changing the password (each ticked one is revoked)',
        })}
      </legend>
      {list.map((token) => (
        <Checkbox
          key={token.id}
          className={styles.item}
          checked={!value.includes(token.id)}
          onChange={(event) => toggle(token.id, event.target.checked)}
        >
          {translate(
            {
              id: 'account.tokens.revokeOne',
              message: 'Revoke “{name}”',
              description: 'Checkbox of one token, ticked by default: revoke it with the sessions ({name} is its name)',
            },
            { name: token.name },
          )}
        </Checkbox>
      ))}
    </fieldset>
  );
}
