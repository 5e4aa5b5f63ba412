/**
 * The dish form's option groups (docs/product.md#dish-options): add, move up and down and remove
 * groups and their options; a group's name, its kind ('Choose 1' or between a minimum and a
 * maximum) and its options (name, price change in ₹, available, and for 'Choose 1' the default).
 * Every control is labelled and works from the keyboard; a moved item keeps the focus on the
 * button that moved it. The form checks the groups with the server's rules (optionDrafts.ts).
 */
import { useEffect, useState } from 'react';
import { Field, LineField } from './ConsoleForm';
import {
  addGroup,
  addOption,
  changeGroup,
  changeOption,
  chooseDefault,
  moved,
  without,
  type GroupDraft,
  type OptionDraft,
} from './optionDrafts';

export interface OptionGroupsEditorProps {
  /** The editor's id: the form focuses it when the groups have a problem. */
  id: string;
  groups: GroupDraft[];
  /** The shop's sentence for what is wrong with the groups. */
  problem?: string;
  onChange: (groups: GroupDraft[]) => void;
}

/** What a group's and an option's controls share: where ids start, and how to change and focus. */
interface Editing {
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  /** Focuses the control with this id once the change is drawn. */
  focus: (id: string) => void;
  idOf: (...parts: Array<string | number>) => string;
}

/** Move up, Move down and Remove, named after what they act on. */
function Tools({
  what,
  index,
  count,
  baseId,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  baseId: string;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const move = (step: -1 | 1, word: string, edge: boolean) => (
    <button
      id={`${baseId}-${word}`}
      type="button"
      className="button button--quiet"
      aria-disabled={edge}
      onClick={() => {
        if (!edge) onMove(step);
      }}
    >
      Move {what} {word}
    </button>
  );
  return (
    <div className="console-options__tools">
      {move(-1, 'up', index === 0)}
      {move(1, 'down', index === count - 1)}
      <button type="button" className="button button--quiet" onClick={onRemove}>
        Remove {what}
      </button>
    </div>
  );
}

function OptionRow({
  editing,
  group,
  index,
  optionIndex,
  option,
}: {
  editing: Editing;
  group: GroupDraft;
  index: number;
  optionIndex: number;
  option: OptionDraft;
}) {
  const { groups, onChange, focus, idOf } = editing;
  const change = (update: Partial<OptionDraft>) =>
    onChange(changeOption(groups, index, optionIndex, (current) => ({ ...current, ...update })));
  const baseId = idOf(group.id, option.id);
  const name = option.name.trim() || `option ${optionIndex + 1}`;
  return (
    <li>
      <fieldset className="console-fieldset console-options__option">
        <legend>{name}</legend>
        <div className="console-form__row">
          <LineField
            id={`${baseId}-name`}
            label="Option name"
            value={option.name}
            onValue={(value) => change({ name: value })}
          />
          <LineField
            id={`${baseId}-price`}
            label="Price change (₹)"
            numeric
            value={option.price}
            onValue={(value) => change({ price: value })}
          />
        </div>
        <div className="console-choices">
          <label className="console-choice">
            <input
              type="checkbox"
              checked={option.available}
              onChange={(event) => change({ available: event.target.checked })}
            />
            Available
          </label>
          {group.kind === 'one' && (
            <label className="console-choice">
              <input
                type="radio"
                name={idOf(group.id, 'default')}
                checked={option.isDefault}
                onChange={() => onChange(chooseDefault(groups, index, optionIndex))}
              />
              Default
            </label>
          )}
        </div>
        <Tools
          what={`option ${name}`}
          index={optionIndex}
          count={group.options.length}
          baseId={baseId}
          onMove={(step) => {
            onChange(
              changeGroup(groups, index, (current) => ({
                ...current,
                options: moved(current.options, optionIndex, step),
              })),
            );
            focus(`${baseId}-${step === -1 ? 'up' : 'down'}`);
          }}
          onRemove={() => {
            onChange(
              changeGroup(groups, index, (current) => ({
                ...current,
                options: without(current.options, optionIndex),
              })),
            );
            focus(idOf(group.id, 'add'));
          }}
        />
      </fieldset>
    </li>
  );
}

/** A group's name, how many options shoppers choose and, for several, the minimum and maximum. */
function GroupSettings({
  baseId,
  group,
  change,
}: {
  baseId: string;
  group: GroupDraft;
  change: (update: Partial<GroupDraft>) => void;
}) {
  return (
    <>
      <div className="console-form__row">
        <LineField
          id={`${baseId}-name`}
          label="Group name"
          hint="For example Size, Spice level or Extras."
          value={group.name}
          onValue={(value) => change({ name: value })}
        />
        <Field id={`${baseId}-kind`} label="Shoppers">
          {(control) => (
            <select
              {...control}
              value={group.kind}
              onChange={(event) => change({ kind: event.target.value === 'many' ? 'many' : 'one' })}
            >
              <option value="one">Choose 1</option>
              <option value="many">Choose between min and max</option>
            </select>
          )}
        </Field>
      </div>
      {group.kind === 'many' && (
        <div className="console-form__row">
          <LineField
            id={`${baseId}-min`}
            label="Minimum"
            hint="0 when choosing is optional."
            numeric
            value={group.min}
            onValue={(value) => change({ min: value })}
          />
          <LineField
            id={`${baseId}-max`}
            label="Maximum"
            numeric
            value={group.max}
            onValue={(value) => change({ max: value })}
          />
        </div>
      )}
    </>
  );
}

function GroupEditor({
  editing,
  group,
  index,
}: {
  editing: Editing;
  group: GroupDraft;
  index: number;
}) {
  const { groups, onChange, focus, idOf } = editing;
  const change = (update: Partial<GroupDraft>) =>
    onChange(changeGroup(groups, index, (current) => ({ ...current, ...update })));
  const baseId = idOf(group.id);
  const name = group.name.trim() || `group ${index + 1}`;
  return (
    <li>
      <fieldset className="console-fieldset console-options__group">
        <legend>{group.name.trim() || `Option group ${index + 1}`}</legend>
        <GroupSettings baseId={baseId} group={group} change={change} />
        <ul className="console-options__list" aria-label={`Options of ${name}`}>
          {group.options.map((option, optionIndex) => (
            <OptionRow
              key={option.id}
              editing={editing}
              group={group}
              index={index}
              optionIndex={optionIndex}
              option={option}
            />
          ))}
        </ul>
        {group.kind === 'one' && (
          <label className="console-choice">
            <input
              type="radio"
              name={idOf(group.id, 'default')}
              checked={!group.options.some((option) => option.isDefault)}
              onChange={() => onChange(chooseDefault(groups, index, -1))}
            />
            No default (shoppers choose)
          </label>
        )}
        <button
          id={idOf(group.id, 'add')}
          type="button"
          className="button button--quiet console-options__add"
          onClick={() => {
            const next = addOption(groups, index);
            onChange(next);
            focus(idOf(group.id, next[index]?.options.at(-1)?.id ?? '', 'name'));
          }}
        >
          Add an option to {name}
        </button>
        <Tools
          what={`group ${name}`}
          index={index}
          count={groups.length}
          baseId={baseId}
          onMove={(step) => {
            onChange(moved(groups, index, step));
            focus(`${baseId}-${step === -1 ? 'up' : 'down'}`);
          }}
          onRemove={() => {
            onChange(without(groups, index));
            focus(idOf());
          }}
        />
      </fieldset>
    </li>
  );
}

export function OptionGroupsEditor({ id, groups, problem, onChange }: OptionGroupsEditorProps) {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  const editing: Editing = {
    groups,
    onChange,
    focus: (control) => setTarget({ id: control }),
    idOf: (...parts) => [id, ...parts].join('-'),
  };
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <fieldset
      id={id}
      className="console-fieldset console-options"
      tabIndex={-1}
      aria-describedby={`${hintId}${problem ? ` ${problemId}` : ''}`}
    >
      <legend>Options</legend>
      <p id={hintId} className="console-hint">
        Sizes, choices and extras, in the order shoppers see them. A price change is whole rupees
        added to the dish’s price (0 for none).
      </p>
      {groups.length > 0 && (
        <ul className="console-options__list" aria-label="Option groups">
          {groups.map((group, index) => (
            <GroupEditor key={group.id} editing={editing} group={group} index={index} />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--quiet console-options__add"
        onClick={() => {
          const next = addGroup(groups);
          onChange(next);
          editing.focus(`${id}-${next.at(-1)?.id ?? ''}-name`);
        }}
      >
        Add option group
      </button>
      {problem && (
        <p id={problemId} className="console-problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
