/**
 * One option group of the customise dialog: a fieldset named by the group and its rule in words
 * ('Size · Choose 1'), its options as radio buttons ('one') or checkboxes ('many'), each with what
 * it adds to the price. An unavailable option is shown, disabled and marked; once a 'many' group
 * has its maximum, the options not chosen are disabled until one is taken off.
 */
import { useId } from 'react';
import { isRequired, ruleInWords, type OptionGroup } from '../../../contract/options';
import { formatRupees } from '../../../contract/rupees';

export interface OptionGroupFieldProps {
  group: OptionGroup;
  /** The ids chosen in the whole dish. */
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
}

export function OptionGroupField({ group, chosen, onChange }: OptionGroupFieldProps) {
  const name = useId();
  const one = group.kind === 'one';
  const count = group.options.filter((option) => chosen.has(option.id)).length;
  const full = !one && count >= group.max;

  function choose(optionId: string, checked: boolean) {
    const next = new Set(chosen);
    // A 'Choose 1' group holds one option: choosing one takes the others off.
    if (one) group.options.forEach((option) => next.delete(option.id));
    if (checked) next.add(optionId);
    else next.delete(optionId);
    onChange(next);
  }

  return (
    <fieldset className="option-group">
      <legend className="option-group__legend">
        <span className="option-group__name">{group.name}</span>
        <span className="option-group__rule">
          {ruleInWords(group)}
          {isRequired(group) ? '' : ' (optional)'}
        </span>
      </legend>
      <ul className="option-group__options">
        {group.options.map((option) => {
          const checked = chosen.has(option.id);
          const disabled = !option.available || (full && !checked);
          return (
            <li key={option.id}>
              <label className={option.available ? 'option' : 'option option--unavailable'}>
                <input
                  type={one ? 'radio' : 'checkbox'}
                  name={one ? name : undefined}
                  value={option.id}
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => choose(option.id, event.target.checked)}
                />
                <span className="option__text">
                  <span className="option__name">{option.name}</span>
                  {!option.available && <span className="option__badge">Not available</span>}
                </span>
                {option.price > 0 && (
                  <span className="option__price">+{formatRupees(option.price)}</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
