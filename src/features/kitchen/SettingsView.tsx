/**
 * The console's Settings: opening hours per weekday (or closed all day), the shop's time zone, the
 * minimum order, and pickup, quoted times, slots and pay on delivery (FulfilmentSettings), read
 * from GET /api/shop and saved together (docs/product.md#the-staff-console).
 */
import { useState, type FormEvent } from 'react';
import type { ShopSettingsBody } from '../../../contract/api';
import { WEEKDAYS } from '../../../contract/shop-rules';
import {
  useAnsweredSinceOpened,
  useKitchenSettingsQuery,
  useSettingsSaveMutation,
} from './consoleApi';
import { FormEnd, LineField, LoadFailed, useConsoleForm } from './ConsoleForm';
import { FulfilmentSettings } from './FulfilmentSettings';
import {
  checkSettings,
  settingsBody,
  settingsDraftOf,
  settingsFieldOf,
  type DayDraft,
  type SettingsDraft,
  type SettingsField,
} from './consoleRules';
import {
  checkFulfilment,
  fulfilmentBody,
  fulfilmentDraftOf,
  fulfilmentFieldOf,
  type FulfilmentDraft,
  type FulfilmentField,
} from './fulfilmentRules';

/** Monday first, as the shop's week reads (the contract keeps Sunday first). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** Offered in the time zone field; any IANA name the server knows is taken. */
const COMMON_TIME_ZONES = [
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Singapore',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Colombo',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
  'UTC',
] as const;

interface DayHoursProps {
  day: number;
  hours: DayDraft;
  fieldId: (field: string) => string;
  problems: Partial<Record<string, string>>;
  onChange: (change: Partial<DayDraft>) => void;
}

/** One day of the week: closed, or the times it opens and closes. */
function DayHours({ day, hours, fieldId, problems, onChange }: DayHoursProps) {
  const name = WEEKDAYS[day];
  return (
    <li className="console-hours__day">
      <span className="console-hours__name" aria-hidden="true">
        {name}
      </span>
      <label className="console-choice">
        <input
          type="checkbox"
          checked={hours.closed}
          onChange={(event) => onChange({ closed: event.target.checked })}
        />
        Closed<span className="visually-hidden"> on {name}</span>
      </label>
      {!hours.closed && (
        <div className="console-hours__times">
          {(['open', 'close'] as const).map((end) => (
            <LineField
              key={end}
              id={fieldId(`${end}-${day}`)}
              label={
                <>
                  {end === 'open' ? 'Opens' : 'Closes'}
                  <span className="visually-hidden"> on {name}</span>
                </>
              }
              problem={problems[`${end}-${day}`]}
              type="time"
              value={hours[end]}
              onValue={(value) => onChange({ [end]: value })}
            />
          ))}
        </div>
      )}
    </li>
  );
}

function SettingsForm({ settings }: { settings: ShopSettingsBody }) {
  const { id, fieldId, problems, formProblem, forget, send } = useConsoleForm<
    SettingsField | FulfilmentField
  >((refused) => settingsFieldOf(refused) ?? fulfilmentFieldOf(refused));
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(settings));
  const [fulfilment, setFulfilment] = useState<FulfilmentDraft>(() => fulfilmentDraftOf(settings));
  const [save, { isLoading: sending }] = useSettingsSaveMutation();

  function changeDay(day: number, change: Partial<DayDraft>) {
    setDraft((current) => ({
      ...current,
      days: current.days.map((hours, index) => (index === day ? { ...hours, ...change } : hours)),
    }));
    forget(`open-${day}`, `close-${day}`);
  }

  function changeField(field: 'timeZone' | 'minimumOrder', value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    forget(field);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const result = await send([...checkSettings(draft, WEEK), ...checkFulfilment(fulfilment)], () =>
      save({ ...settingsBody(draft), ...fulfilmentBody(fulfilment) }),
    );
    if (result?.data) {
      setDraft(settingsDraftOf(result.data.settings));
      setFulfilment(fulfilmentDraftOf(result.data.settings));
    }
  }

  return (
    <form
      className="console-form console-settings"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="console-fieldset card">
        <legend>Opening hours</legend>
        <ul className="console-hours">
          {WEEK.map((day) => (
            <DayHours
              key={day}
              day={day}
              hours={draft.days[day]!}
              fieldId={fieldId}
              problems={problems}
              onChange={(change) => changeDay(day, change)}
            />
          ))}
        </ul>
      </fieldset>
      <div className="console-form__row card">
        <LineField
          id={fieldId('timeZone')}
          label="Time zone"
          problem={problems.timeZone}
          list={`${id}-zones`}
          spellCheck={false}
          value={draft.timeZone}
          onValue={(value) => changeField('timeZone', value)}
        />
        <datalist id={`${id}-zones`}>
          {COMMON_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <LineField
          id={fieldId('minimumOrder')}
          label="Minimum order (₹)"
          hint="Subtotal in whole rupees; 0 for no minimum."
          problem={problems.minimumOrder}
          numeric
          value={draft.minimumOrder}
          onValue={(value) => changeField('minimumOrder', value)}
        />
      </div>
      <FulfilmentSettings
        draft={fulfilment}
        problems={problems}
        fieldId={fieldId}
        onChange={(change, fields) => {
          setFulfilment((current) => ({ ...current, ...change }));
          forget(...fields);
        }}
      />
      <FormEnd problem={formProblem} busy={sending} label="Save settings" busyLabel="Saving…" />
    </form>
  );
}

export function SettingsView() {
  const query = useKitchenSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { isError, error, refetch } = query;
  // The form starts from the settings the server answered with when the view opened (saving
  // starts it again from the saved ones).
  const settings = useAnsweredSinceOpened(query);

  let body;
  if (isError && !settings) {
    body = <LoadFailed what="the settings" error={error} onRetry={() => void refetch()} />;
  } else if (!settings) {
    body = <p role="status">Loading the settings…</p>;
  } else {
    body = <SettingsForm settings={settings} />;
  }

  return (
    <section aria-labelledby="console-settings-title" aria-busy={!settings && !isError}>
      <div className="kitchen__top">
        <h2 id="console-settings-title" className="console-view__title">
          Settings
        </h2>
      </div>
      {body}
    </section>
  );
}
