/**
 * 'Add dish' and 'Edit': name, description, price in whole rupees as shoppers see it, category
 * (one of the menu's or a new one), dietary labels (checkboxes), picture and option groups
 * (OptionGroupsEditor.tsx). The picture is uploaded as soon as it is chosen
 * and shown as the server made it; the form is checked with the server's words before it is sent
 * (docs/product.md#the-staff-console).
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FoodItem } from '../../../contract/api';
import { DIET_LABELS, DIET_LABEL_NAMES, type DietLabel } from '../../../contract/diet';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { PICTURE_TYPES } from '../../../contract/shop-rules';
import { api, errorMessage } from '../../api/apiSlice';
import { Dialog } from '../../components/Dialog';
import { dishImageUrl } from '../../lib/images';
import { useAppDispatch } from '../../store/hooks';
import { useDishAddMutation, useDishEditMutation, usePictureUploadMutation } from './consoleApi';
import { Field, FormEnd, LineField, useConsoleForm } from './ConsoleForm';
import { OptionGroupsEditor } from './OptionGroupsEditor';
import { groupsBody, type GroupDraft } from './optionDrafts';
import {
  checkDish,
  checkPicture,
  dishBody,
  dishFieldOf,
  draftOf,
  emptyDish,
  toggleLabel,
  type DishDraft,
  type DishField,
  type DishFormField,
} from './consoleRules';

export interface DishDialogProps {
  /** The dish to edit; none to add one. */
  dish?: FoodItem;
  /** The menu's categories, offered in the category field. */
  categories: readonly string[];
  onClose: () => void;
}

export function DishDialog({ dish, categories, onClose }: DishDialogProps) {
  const dispatch = useAppDispatch();
  const { id, fieldId, problems, formProblem, forget, refuse, send } =
    useConsoleForm<DishFormField>(dishFieldOf);
  const [draft, setDraft] = useState<DishDraft>(() => (dish ? draftOf(dish) : emptyDish()));
  const [uploaded, setUploaded] = useState('');
  const [upload, { isLoading: uploading }] = usePictureUploadMutation();
  const [add, { isLoading: adding }] = useDishAddMutation();
  const [edit, { isLoading: editing }] = useDishEditMutation();
  const sending = adding || editing;

  function changeGroups(optionGroups: GroupDraft[]) {
    setDraft((current) => ({ ...current, optionGroups }));
    forget('optionGroups');
  }

  function change(field: Exclude<DishField, 'labels'>, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    forget(field);
  }

  function tick(label: DietLabel) {
    setDraft((current) => ({ ...current, labels: toggleLabel(current.labels, label) }));
    forget('labels');
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setUploaded('');
    if (!file) return;
    const problem = checkPicture(file);
    if (problem) {
      // Cleared, so choosing the same file again after a fix still uploads it.
      input.value = '';
      refuse('image', problem);
      return;
    }
    forget('image');
    const form = new FormData();
    form.append('picture', file);
    const result = await upload(form);
    if ('data' in result && result.data) {
      setDraft((current) => ({ ...current, image: result.data.image }));
      setUploaded(result.data.message);
      return;
    }
    input.value = '';
    refuse('image', errorMessage(result.error, ROUTE_MESSAGES.serverError));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || uploading) return;
    const groups = groupsBody(draft.optionGroups);
    // Left out for a plain dish that stays plain; sent (none included) once it had some.
    const hasGroups = groups.length > 0 || (dish?.optionGroups?.length ?? 0) > 0;
    const body = { ...dishBody(draft), ...(hasGroups ? { optionGroups: groups } : {}) };
    const result = await send(checkDish(draft), () =>
      dish ? edit({ _id: dish._id, ...body }) : add(body),
    );
    if (result?.data) onClose();
    // Removed meanwhile by someone else: the list is asked again.
    else if (result?.error && 'status' in result.error && result.error.status === 404) {
      void dispatch(
        api.endpoints.foodList.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
    }
  }

  return (
    <Dialog title={dish ? `Edit ${dish.name}` : 'Add dish'} onClose={onClose} wide>
      <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
        <LineField
          id={fieldId('name')}
          label="Name"
          problem={problems.name}
          value={draft.name}
          onValue={(value) => change('name', value)}
        />
        <Field id={fieldId('description')} label="Description" problem={problems.description}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={draft.description}
              onChange={(event) => change('description', event.target.value)}
            />
          )}
        </Field>
        <div className="console-form__row">
          <LineField
            id={fieldId('price')}
            label="Price (₹)"
            hint="Whole rupees, as shoppers see it."
            problem={problems.price}
            numeric
            value={draft.price}
            onValue={(value) => change('price', value)}
          />
          <LineField
            id={fieldId('category')}
            label="Category"
            hint="Choose one or type a new one."
            problem={problems.category}
            list={`${id}-categories`}
            value={draft.category}
            onValue={(value) => change('category', value)}
          />
          <datalist id={`${id}-categories`}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </div>
        <fieldset
          id={fieldId('labels')}
          className="console-fieldset"
          tabIndex={-1}
          aria-describedby={`${fieldId('labels')}-hint${problems.labels ? ` ${fieldId('labels')}-problem` : ''}`}
        >
          <legend>Dietary labels</legend>
          <p id={`${fieldId('labels')}-hint`} className="console-hint">
            Shown on the dish’s card and used by the shop’s diet filters. A vegan dish is vegetarian
            too; a dish with egg is neither (egg is non-vegetarian).
          </p>
          <div className="console-choices">
            {DIET_LABELS.map((label) => (
              <label key={label} className="console-choice">
                <input
                  type="checkbox"
                  name="labels"
                  value={label}
                  checked={draft.labels.includes(label)}
                  onChange={() => tick(label)}
                />
                {DIET_LABEL_NAMES[label]}
              </label>
            ))}
          </div>
          {problems.labels && (
            <p id={`${fieldId('labels')}-problem`} className="console-problem">
              {problems.labels}
            </p>
          )}
        </fieldset>
        <div className="console-picture">
          {draft.image ? (
            <img
              className="console-picture__preview"
              src={dishImageUrl(draft.image)}
              alt={`The picture of ${draft.name.trim() || 'the dish'}`}
              width="400"
              height="400"
            />
          ) : (
            <div className="console-picture__preview console-picture__preview--none">
              No picture yet
            </div>
          )}
          <div className="console-picture__field">
            <Field
              id={fieldId('image')}
              label="Picture"
              hint="JPEG, PNG or WebP, up to 5 MB. It is uploaded at once."
              problem={problems.image}
            >
              {(control) => (
                <input
                  {...control}
                  className="input console-picture__input"
                  type="file"
                  accept={PICTURE_TYPES.join(',')}
                  onChange={(event) => void pick(event)}
                />
              )}
            </Field>
            <p className="console-hint" role="status">
              {uploading ? 'Uploading the picture…' : uploaded}
            </p>
          </div>
        </div>
        <OptionGroupsEditor
          id={fieldId('optionGroups')}
          groups={draft.optionGroups}
          problem={problems.optionGroups}
          onChange={changeGroups}
        />
        <FormEnd
          problem={formProblem}
          onCancel={onClose}
          busy={sending || uploading}
          label={dish ? 'Save dish' : 'Add dish'}
          busyLabel={uploading ? 'Uploading…' : 'Saving…'}
        />
      </form>
    </Dialog>
  );
}
