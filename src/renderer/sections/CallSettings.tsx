import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { get, useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  callSettingsRules,
  callSettingsValuesSchema,
  ringFirstPhones,
  type Api,
  type CallSettings as Settings,
  type CallSettingsRule,
  type CallSettingsValues,
} from '../../shared/contract';
import { type MessageKey } from '../../shared/i18n';
import { ErrorMessage } from '../components/ErrorMessage';
import { FieldFrame, fieldDescription } from '../components/FieldFrame';
import { sentenceOf } from '../components/describe-error';
import '../styles/call-settings.css';

type Form = UseFormReturn<CallSettingsValues>;
type Field = FieldPath<CallSettingsValues>;

const ruleMessages: Record<CallSettingsRule, MessageKey> = {
  numberNeeded: 'callSettings.rule.numberNeeded',
  numberInvalid: 'callSettings.rule.numberInvalid',
  seconds: 'callSettings.rule.seconds',
};

const phoneLabels: Record<(typeof ringFirstPhones)[number], MessageKey> = {
  line: 'callSettings.ringFirst.line',
  mobile: 'callSettings.ringFirst.mobile',
};

const isRule = (message: unknown): message is CallSettingsRule =>
  callSettingsRules.includes(message as CallSettingsRule);

/** A labelled input of the form, with its hint and the sentence of the rule it breaks. */
function Input({
  form,
  name,
  label,
  hint,
  kind,
}: {
  form: Form;
  name: Field;
  label: string;
  hint?: string;
  kind: 'number' | 'seconds';
}) {
  const intl = useIntl();
  const id = useId();
  const found: { message?: unknown } | undefined = get(form.formState.errors, name);
  const message = found?.message;
  const error = isRule(message) ? intl.formatMessage({ id: ruleMessages[message] }) : undefined;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        {...fieldDescription(id, hint, error)}
        {...(kind === 'number'
          ? ({ type: 'tel', inputMode: 'tel', spellCheck: false, maxLength: 100 } as const)
          : ({ type: 'number', inputMode: 'numeric', min: 0, max: 600, step: 1 } as const))}
        {...form.register(name, kind === 'seconds' ? { valueAsNumber: true } : {})}
      />
    </FieldFrame>
  );
}

function Switch({ form, name, label }: { form: Form; name: Field; label: string }) {
  return (
    <label className="checkbox-row">
      <input type="checkbox" {...form.register(name)} />
      <span>{label}</span>
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="call-settings-group">
      <legend className="field-label">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The form, over what the server held when last read. Numbers are checked as they are typed
 * (the contract's schema, `dialableNumber` underneath); saving answers the settings read back,
 * which the form then shows. A refusal is said next to the buttons and leaves every field as
 * typed.
 */
function CallSettingsForm({
  api,
  settings,
  onSaved,
}: {
  api: Api;
  settings: Settings;
  onSaved: (saved: Settings) => void;
}) {
  const intl = useIntl();
  const say = (id: MessageKey) => intl.formatMessage({ id });
  const form = useForm<CallSettingsValues>({
    resolver: zodResolver(callSettingsValuesSchema),
    defaultValues: settings.values,
    mode: 'onChange',
  });
  const { control, formState, handleSubmit, reset } = form;
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const phone = useWatch({ control, name: 'ringFirst.phone' });

  const submit = handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      const fresh = await api.callSettings.save(values);
      reset(fresh.values);
      onSaved(fresh);
      setSaved(true);
    } catch (failure) {
      setError(sentenceOf(failure));
    }
  });

  // The numbers offered, with the one in use even when the server no longer lists it.
  const current = settings.values.callerId;
  const callerIds =
    current && !settings.callerIds.includes(current)
      ? [current, ...settings.callerIds]
      : settings.callerIds;
  const noLine = !settings.line;

  return (
    <form className="call-settings" noValidate onSubmit={(e) => void submit(e)}>
      <Group legend={say('callSettings.ringFirst')}>
        <div className="segmented">
          {ringFirstPhones.map((p) => (
            <label key={p} className="segment">
              <input type="radio" value={p} {...form.register('ringFirst.phone')} />
              <span>{say(phoneLabels[p])}</span>
            </label>
          ))}
        </div>
        {phone === 'mobile' && (
          <Input
            form={form}
            name="ringFirst.mobile"
            kind="number"
            label={say('callSettings.ringFirst.mobileNumber')}
          />
        )}
        <p className="hint">{say('callSettings.ringFirst.hint')}</p>
      </Group>

      <Group legend={say('callSettings.incoming')}>
        {noLine && <p className="hint">{say('callSettings.incoming.notOffered')}</p>}
        <fieldset className="call-settings-fields" disabled={noLine}>
          <Switch form={form} name="redirection.on" label={say('callSettings.redirection')} />
          <div className="call-settings-row">
            <Input
              form={form}
              name="redirection.to"
              kind="number"
              label={say('callSettings.redirection.to')}
            />
            <Input
              form={form}
              name="redirection.afterSeconds"
              kind="seconds"
              label={say('callSettings.redirection.after')}
            />
          </div>
          <Input
            form={form}
            name="ringSeconds"
            kind="seconds"
            label={say('callSettings.ringSeconds')}
            hint={say('callSettings.ringSeconds.hint')}
          />
          <Switch form={form} name="fallback.on" label={say('callSettings.fallback')} />
          <Input
            form={form}
            name="fallback.to"
            kind="number"
            label={say('callSettings.fallback.to')}
            hint={say('callSettings.fallback.hint')}
          />
          <Switch form={form} name="voicemail" label={say('callSettings.voicemail')} />
        </fieldset>
        <label className="field">
          <span className="field-label">{say('callSettings.callerId')}</span>
          <select {...form.register('callerId')}>
            <option value="">{say('callSettings.callerId.default')}</option>
            {callerIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
      </Group>

      <ErrorMessage message={error} />
      {saved && !formState.isDirty && (
        <p role="status" className="alert alert-success">
          {say('callSettings.saved')}
        </p>
      )}
      <div className="call-settings-actions">
        <button type="submit" className="button button-primary" disabled={formState.isSubmitting}>
          {say(formState.isSubmitting ? 'callSettings.action.saving' : 'callSettings.action.save')}
        </button>
        {formState.isDirty && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              reset(settings.values);
              setError(null);
            }}
          >
            {say('callSettings.action.undo')}
          </button>
        )}
      </div>
    </form>
  );
}

/** Settings → Calls: where the user's calls go, read from the server when Settings opens. */
export function CallSettings({ api }: { api: Api }) {
  const intl = useIntl();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let live = true;
    api.callSettings
      .get()
      .then((read) => live && setSettings(read))
      .catch((e: unknown) => live && setFailure(sentenceOf(e)));
    return () => {
      live = false;
    };
  }, [api, attempt]);

  return (
    <section className="card" aria-labelledby="call-settings-title">
      <h2 id="call-settings-title">{intl.formatMessage({ id: 'callSettings.title' })}</h2>
      {settings ? (
        <CallSettingsForm api={api} settings={settings} onSaved={setSettings} />
      ) : failure ? (
        <>
          <ErrorMessage message={failure} />
          <button type="button" className="button button-secondary" onClick={retry}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </button>
        </>
      ) : (
        <p className="muted" role="status">
          {intl.formatMessage({ id: 'callSettings.loading' })}
        </p>
      )}
    </section>
  );
}
