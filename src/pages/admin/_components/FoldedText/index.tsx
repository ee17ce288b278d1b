import { useId, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { Button } from 'antd';
import { foldText } from '../../_utils/fold';
import styles from './styles.module.css';

interface Props {
  text: string;
  /** false when the server sent only the start of the text: "…" marks the cut even unfolded. */
  complete?: boolean;
}

/** A user's text, folded to its start when long, with "Show more" / "Show less". */
export default function FoldedText({ text, complete = true }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { start, folded } = foldText(text);
  const shown = open || !folded ? text : `${start}…`;
  return (
    <div className={styles.folded}>
      <p id={id} className={styles.text} dir="auto">
        {shown}
        {!complete && (open || !folded) && '…'}
      </p>
      {folded && (
        <Button
          type="link"
          size="small"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open
            ? translate({
                id: 'admin.text.showLess',
                message: 'Show less',
                description: 'Console: folds a long text again',
              })
            : translate({
                id: 'admin.text.showMore',
                message: 'Show more',
                description: 'Console: unfolds a long text',
              })}
        </Button>
      )}
    </div>
  );
}
