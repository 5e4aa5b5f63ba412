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

/**
 * The dish as sent: its option groups are left out for a plain dish that stays plain, and sent
 * (none included) once it had some.
 */
function dishRequest(draft: DishDraft, dish: FoodItem | undefined) {
  const groups = groupsBody(draft.optionGroups);
  const hasGroups = groups.length > 0 || (dish?.optionGroups?.length ?? 0) > 0;
  return { ...dishBody(draft), ...(hasGroups ? { optionGroups: groups } : {}) };
}

interface PictureUploadHandlers {
  /** The uploaded picture's name, as the server made it. */
  onImage: (image: string) => void;
  forget: () => void;
  refuse: (problem: string) => void;
}

/**
 * The picture is checked, then uploaded as soon as it is chosen; the server's words about it are
 * said in `uploaded`, a refusal under the field.
 */
function usePictureUpload({ onImage, forget, refuse }: PictureUploadHandlers) {
  const [uploaded, setUploaded] = useState('');
  const [upload, { isLoading: uploading }] = usePictureUploadMutation();

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setUploaded('');
    if (!file) return;
    const problem = checkPicture(file);
    if (problem) {
      // Cleared, so choosing the same file again after a fix still uploads it.
      input.value = '';
      refuse(problem);
      return;
    }
    forget();
    const form = new FormData();
    form.append('picture', file);
    const result = await upload(form);
    if ('data' in result && result.data) {
      onImage(result.data.image);
      setUploaded(result.data.message);
      return;
    }
    input.value = '';
    refuse(errorMessage(result.error, ROUTE_MESSAGES.serverError));
  }

  return { uploading, uploaded, pick };
}

export function DishDialog({ dish, categories, onClose }: DishDialogProps) {
  const dispatch = useAppDispatch();
  const { id, fieldId, problems, formProblem, forget, refuse, send } =
    useConsoleForm<DishFormField>(dishFieldOf);
  const [draft, setDraft] = useState<DishDraft>(() => (dish ? draftOf(dish) : emptyDish()));
  const { uploading, uploaded, pick } = usePictureUpload({
    onImage: (image) => setDraft((current) => ({ ...current, image })),
    forget: () => forget('image'),
    refuse: (problem) => refuse('image', problem),
  });
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || uploading) return;
    const body = dishRequest(draft, dish);
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
        <PriceAndCategory
          priceId={fieldId('price')}
          categoryId={fieldId('category')}
          listId={`${id}-categories`}
          price={draft.price}
          category={draft.category}
          problems={problems}
          categories={categories}
          onChange={change}
        />
        <LabelChoices
          id={fieldId('labels')}
          labels={draft.labels}
          problem={problems.labels}
          onTick={tick}
        />
        <PictureField
          id={fieldId('image')}
          image={draft.image}
          dishName={draft.name}
          problem={problems.image}
          status={uploading ? 'Uploading the picture…' : uploaded}
          onPick={(event) => void pick(event)}
        />
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

interface LabelChoicesProps {
  id: string;
  labels: readonly DietLabel[];
  problem: string | undefined;
  onTick: (label: DietLabel) => void;
}

/** The dietary labels as checkboxes, with their hint and the server's problem with them. */
function LabelChoices({ id, labels, problem, onTick }: LabelChoicesProps) {
  return (
    <fieldset
      id={id}
      className="console-fieldset"
      tabIndex={-1}
      aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
    >
      <legend>Dietary labels</legend>
      <p id={`${id}-hint`} className="console-hint">
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
              checked={labels.includes(label)}
              onChange={() => onTick(label)}
            />
            {DIET_LABEL_NAMES[label]}
          </label>
        ))}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="console-problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

interface PictureFieldProps {
  id: string;
  /** The uploaded picture's name, once there is one. */
  image: string;
  dishName: string;
  problem: string | undefined;
  /** What the upload is doing or said. */
  status: string;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The dish's picture as the server made it, and the file field that uploads a new one. */
function PictureField({ id, image, dishName, problem, status, onPick }: PictureFieldProps) {
  return (
    <div className="console-picture">
      {image ? (
        <img
          className="console-picture__preview"
          src={dishImageUrl(image)}
          alt={`The picture of ${dishName.trim() || 'the dish'}`}
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
          id={id}
          label="Picture"
          hint="JPEG, PNG or WebP, up to 5 MB. It is uploaded at once."
          problem={problem}
        >
          {(control) => (
            <input
              {...control}
              className="input console-picture__input"
              type="file"
              accept={PICTURE_TYPES.join(',')}
              onChange={onPick}
            />
          )}
        </Field>
        <p className="console-hint" role="status">
          {status}
        </p>
      </div>
    </div>
  );
}

interface PriceAndCategoryProps {
  priceId: string;
  categoryId: string;
  /** The datalist offering the menu's categories. */
  listId: string;
  price: string;
  category: string;
  problems: Partial<Record<DishFormField, string>>;
  categories: readonly string[];
  onChange: (field: 'price' | 'category', value: string) => void;
}

/** The price in whole rupees beside the category, one of the menu's or a new one. */
function PriceAndCategory({
  priceId,
  categoryId,
  listId,
  price,
  category,
  problems,
  categories,
  onChange,
}: PriceAndCategoryProps) {
  return (
    <div className="console-form__row">
      <LineField
        id={priceId}
        label="Price (₹)"
        hint="Whole rupees, as shoppers see it."
        problem={problems.price}
        numeric
        value={price}
        onValue={(value) => onChange('price', value)}
      />
      <LineField
        id={categoryId}
        label="Category"
        hint="Choose one or type a new one."
        problem={problems.category}
        list={listId}
        value={category}
        onValue={(value) => onChange('category', value)}
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
    </div>
  );
}
