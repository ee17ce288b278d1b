/** A labelled text input with its help line, and its problem (when there is one) said above the help. */
import type { InputHTMLAttributes } from 'react';

export function TextField({
  id,
  label,
  problem,
  help,
  ...input
}: { id: string; label: string; problem: string | undefined; help: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby'
>) {
  return (
    <div className="pd-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem ${id}-help` : `${id}-help`}
        {...input}
      />
      {problem && (
        <p id={`${id}-problem`} className="pd-error">
          {problem}
        </p>
      )}
      <p id={`${id}-help`} className="pd-help">
        {help}
      </p>
    </div>
  );
}
