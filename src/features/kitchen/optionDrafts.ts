/**
 * A dish's option groups as the dish form edits them (docs/product.md#dish-options): numbers as
 * typed, new groups and options with fresh ids, moves and removals. What is sent is checked with
 * the server's own rules and sentences (contract/options.ts groupsProblem) before it goes.
 */
import {
  groupsProblem,
  OPTION_ID_PATTERN,
  type OptionGroup,
  type OptionGroupKind,
} from '../../../contract/options';

export interface OptionDraft {
  id: string;
  name: string;
  /** Whole rupees added to the dish, as typed. */
  price: string;
  available: boolean;
  isDefault: boolean;
}

export interface GroupDraft {
  id: string;
  name: string;
  kind: OptionGroupKind;
  /** As typed; a 'Choose 1' group is sent as 1 and 1 whatever they say. */
  min: string;
  max: string;
  options: OptionDraft[];
}

export const groupsDraftOf = (groups: readonly OptionGroup[] = []): GroupDraft[] =>
  groups.map((group) => ({
    id: group.id,
    name: group.name,
    kind: group.kind,
    min: String(group.min),
    max: String(group.max),
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price: String(option.price),
      available: option.available,
      isDefault: option.isDefault === true,
    })),
  }));

/** A whole number as typed ('30'), else NaN: the rules then refuse it with their sentence. */
const typedWhole = (typed: string): number => {
  const text = typed.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : NaN;
};

/** The groups as the server is sent them (`optionGroups` of dish add and edit). */
export const groupsBody = (drafts: readonly GroupDraft[]): OptionGroup[] =>
  drafts.map((group) => ({
    id: group.id,
    name: group.name.trim(),
    kind: group.kind,
    min: group.kind === 'one' ? 1 : typedWhole(group.min),
    max: group.kind === 'one' ? 1 : typedWhole(group.max),
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name.trim(),
      price: typedWhole(option.price),
      available: option.available,
      ...(group.kind === 'one' && option.isDefault ? { isDefault: true } : {}),
    })),
  }));

/** The sentence refusing the groups, as the server would say it; undefined when they may go. */
export const checkGroups = (drafts: readonly GroupDraft[]): string | undefined =>
  groupsProblem(groupsBody(drafts)) ?? undefined;

const ID_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 8;

/**
 * `count` random ids of lower-case letters and digits (OPTION_ID_PATTERN) that no group or
 * option of the dish has, nor each other.
 */
function freshIds(drafts: readonly GroupDraft[], count: number): string[] {
  const taken = new Set(
    drafts.flatMap((group) => [group.id, ...group.options.map((option) => option.id)]),
  );
  const ids: string[] = [];
  while (ids.length < count) {
    const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
    const id = [...bytes].map((byte) => ID_LETTERS[byte % ID_LETTERS.length]).join('');
    if (OPTION_ID_PATTERN.test(id) && !taken.has(id)) {
      taken.add(id);
      ids.push(id);
    }
  }
  return ids;
}

const emptyOption = (id: string): OptionDraft => ({
  id,
  name: '',
  price: '0',
  available: true,
  isDefault: false,
});

/** A new 'Choose 1' group at the end, with two options to name (it needs at least two). */
export function addGroup(drafts: readonly GroupDraft[]): GroupDraft[] {
  const [id = '', first = '', second = ''] = freshIds(drafts, 3);
  const options = [emptyOption(first), emptyOption(second)];
  return [...drafts, { id, name: '', kind: 'one', min: '1', max: '1', options }];
}

/** A new option at the end of group `index`. */
export function addOption(drafts: readonly GroupDraft[], index: number): GroupDraft[] {
  const option = emptyOption(freshIds(drafts, 1)[0] ?? '');
  return changeGroup(drafts, index, (group) => ({ ...group, options: [...group.options, option] }));
}

/** The list with the item at `index` moved one place up (-1) or down (1); else unchanged. */
export function moved<Item>(items: readonly Item[], index: number, step: -1 | 1): Item[] {
  const to = index + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const without = <Item>(items: readonly Item[], index: number): Item[] =>
  items.filter((_item, at) => at !== index);

export function changeGroup(
  drafts: readonly GroupDraft[],
  index: number,
  change: (group: GroupDraft) => GroupDraft,
): GroupDraft[] {
  return drafts.map((group, at) => (at === index ? change(group) : group));
}

/** Group `index` with its option `optionIndex` changed. */
export function changeOption(
  drafts: readonly GroupDraft[],
  index: number,
  optionIndex: number,
  change: (option: OptionDraft) => OptionDraft,
): GroupDraft[] {
  return changeGroup(drafts, index, (group) => ({
    ...group,
    options: group.options.map((option, at) => (at === optionIndex ? change(option) : option)),
  }));
}

/** The default of a 'Choose 1' group: the option at `optionIndex`, or none (-1). */
export function chooseDefault(
  drafts: readonly GroupDraft[],
  index: number,
  optionIndex: number,
): GroupDraft[] {
  return changeGroup(drafts, index, (group) => ({
    ...group,
    options: group.options.map((option, at) => ({ ...option, isDefault: at === optionIndex })),
  }));
}
