import { useId } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { isRuleId } from '../../../../shared/admin';
import { FieldFrame as SharedFrame, fieldDescription } from '../../../components/FieldFrame';
import { ruleMessages } from './rule-messages';

/** A field of the form `form`: `name` is one of its values' paths (checked by the compiler). */
interface FieldProps<F extends FieldValues> {
  form: UseFormReturn<F>;
  name: Path<F>;
  label: string;
  hint?: string;
}

/**
 * The sentence of a field's broken rule, if any, in the UI's language: the schemas' issues
 * carry rule ids, never sentences.
 */
function useFieldError<F extends FieldValues>(
  form: UseFormReturn<F>,
  name: Path<F>,
): string | undefined {
  const intl = useIntl();
  const error: unknown = get(form.formState.errors, name);
  if (typeof error !== 'object' || error === null) return undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return intl.formatMessage({ id: ruleMessages[isRuleId(message) ? message : 'required'] });
}

/** Admin's fields: the shared frame, with admin's spacing. */
function FieldFrame(props: Omit<Parameters<typeof SharedFrame>[0], 'className'>) {
  return <SharedFrame {...props} className="field admin-field" />;
}

export function TextField<F extends FieldValues>({
  form,
  name,
  label,
  hint,
  type = 'text',
  multiline = false,
  list,
  readOnly,
}: FieldProps<F> & {
  type?: 'text' | 'email' | 'url';
  multiline?: boolean;
  list?: string;
  /** Shown but not editable (never `disabled`: a disabled input's value would be dropped). */
  readOnly?: boolean;
}) {
  const id = useId();
  const error = useFieldError(form, name);
  const props = { id, readOnly, ...fieldDescription(id, hint, error), ...form.register(name) };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {multiline ? <textarea rows={3} {...props} /> : <input type={type} list={list} {...props} />}
    </FieldFrame>
  );
}

export function SelectField<F extends FieldValues>({
  form,
  name,
  label,
  hint,
  options,
}: FieldProps<F> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select id={id} {...fieldDescription(id, hint, error)} {...form.register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function IntegerField<F extends FieldValues>({ form, name, label, hint }: FieldProps<F>) {
  const id = useId();
  const error = useFieldError(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        {...fieldDescription(id, hint, error)}
        {...form.register(name, { valueAsNumber: true })}
      />
    </FieldFrame>
  );
}

/**
 * On or off. Where the server does not show its current value, a choice that can also be left
 * as is: a checkbox could not say "unchanged".
 */
export function CheckField<F extends FieldValues>({
  form,
  name,
  label,
  hint,
  known,
}: FieldProps<F> & { known: boolean }) {
  const intl = useIntl();
  const id = useId();
  if (!known) {
    return (
      <FieldFrame id={id} label={label} hint={hint} error={undefined}>
        <select
          id={id}
          {...form.register(name, {
            setValueAs: (v: unknown) =>
              v === '' || v === null ? null : v === true || v === 'true',
          })}
        >
          <option value="">{intl.formatMessage({ id: 'admin.field.leaveAsIs' })}</option>
          <option value="true">{intl.formatMessage({ id: 'admin.field.on' })}</option>
          <option value="false">{intl.formatMessage({ id: 'admin.field.off' })}</option>
        </select>
      </FieldFrame>
    );
  }
  return (
    <div className="admin-field">
      <label className="checkbox-row" htmlFor={id}>
        <input id={id} type="checkbox" {...form.register(name)} />
        <span>{label}</span>
      </label>
      {hint && <span className="hint">{hint}</span>}
    </div>
  );
}

/**
 * A password or key: write-only. The server's value never reaches this screen; the field starts
 * empty, says whether a value is set, and what is typed is sent only when it is not empty.
 */
export function SecretField<F extends FieldValues>({
  form,
  name,
  label,
  isSet,
}: FieldProps<F> & { isSet?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const error = useFieldError(form, name);
  const hint = intl.formatMessage({
    id:
      isSet === undefined
        ? 'admin.field.secretUnknown'
        : isSet
          ? 'admin.field.secretSet'
          : 'admin.field.secretNotSet',
  });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        {...fieldDescription(id, hint, error)}
        {...form.register(name)}
      />
    </FieldFrame>
  );
}
