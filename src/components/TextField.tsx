/**
 * A labelled text input: the one way the shop's forms ask for a line of text, so every field has
 * a label a screen reader says and the same look.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Extra classes for the wrapper (the label, the input and any hint). */
  className?: string;
  /** Shown under the input, e.g. a hint the input's aria-describedby names. */
  children?: ReactNode;
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  className,
  children,
  ...input
}: TextFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
      {children}
    </div>
  );
}
