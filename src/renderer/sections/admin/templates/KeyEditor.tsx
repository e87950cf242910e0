import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  type AdminFormValues,
  type FormEntry,
  type phoneTemplateFormSchema,
} from '../../../../shared/admin';
import { IntegerField, SelectField, TextField } from '../form/fields';
import { keyTypeName } from './key-types';
import { type Formatter } from '../../../../shared/i18n';

export interface MonitorOption {
  oid: string;
  name: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One key as a line of the review table. */
export function keyLine(intl: Formatter, entry: FormEntry): string {
  return intl.formatMessage(
    { id: 'admin.templates.keyEntry' },
    {
      index: Number(entry.keyIndex),
      label: text(entry.label),
      type: keyTypeName(intl, text(entry.type)),
      value: text(entry.value),
    },
  );
}

/**
 * The function or soft keys of a template: each with its position, type, label, value and the
 * phone or line it monitors; moved up or down (their positions swap), removed, added.
 */
export function KeyEditor({
  form,
  name,
  types,
  monitors,
}: {
  form: UseFormReturn<AdminFormValues<typeof phoneTemplateFormSchema>>;
  name: 'functionKeys' | 'softKeys';
  types: readonly string[];
  monitors: readonly MonitorOption[];
}) {
  const intl = useIntl();
  const { fields, append, remove, swap } = useFieldArray({ control: form.control, name });
  const keys = useWatch({ control: form.control, name }) ?? [];
  const legend =
    name === 'functionKeys' ? 'admin.templates.functionKeyLegend' : 'admin.templates.softKeyLegend';

  const move = (from: number, to: number) => {
    const a = form.getValues(`${name}.${from}.keyIndex`);
    const b = form.getValues(`${name}.${to}.keyIndex`);
    form.setValue(`${name}.${from}.keyIndex`, b);
    form.setValue(`${name}.${to}.keyIndex`, a);
    swap(from, to);
  };
  const nextIndex = Math.max(0, ...keys.map((k) => Number(k.keyIndex) || 0)) + 1;
  const monitorOptions = [
    { value: '', label: intl.formatMessage({ id: 'admin.templates.noMonitor' }) },
    ...monitors.map((m) => ({ value: m.oid, label: m.name })),
  ];

  return (
    <fieldset className="admin-group">
      <legend>
        {name === 'functionKeys'
          ? intl.formatMessage({ id: 'admin.templates.functionKeys' })
          : intl.formatMessage({ id: 'admin.templates.softKeys' })}
      </legend>
      {fields.length === 0 && (
        <p className="muted admin-wide">{intl.formatMessage({ id: 'admin.templates.noKeys' })}</p>
      )}
      {fields.map((field, i) => (
        <fieldset key={field.id} className="admin-key admin-wide">
          <legend>{intl.formatMessage({ id: legend }, { position: i + 1 })}</legend>
          <IntegerField
            form={form}
            name={`${name}.${i}.keyIndex`}
            label={intl.formatMessage({ id: 'admin.templates.keyIndex' })}
          />
          <SelectField
            form={form}
            name={`${name}.${i}.type`}
            label={intl.formatMessage({ id: 'admin.templates.keyType' })}
            options={types.map((type) => ({ value: type, label: keyTypeName(intl, type) }))}
          />
          <TextField
            form={form}
            name={`${name}.${i}.label`}
            label={intl.formatMessage({ id: 'admin.templates.label' })}
          />
          <TextField
            form={form}
            name={`${name}.${i}.value`}
            label={intl.formatMessage({ id: 'admin.templates.value' })}
          />
          <SelectField
            form={form}
            name={`${name}.${i}.monitoredPhone`}
            label={intl.formatMessage({ id: 'admin.templates.monitoredPhone' })}
            options={monitorOptions}
          />
          <div className="admin-key-actions">
            <button
              type="button"
              className="button button-ghost button-small"
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              {intl.formatMessage({ id: 'admin.templates.moveUp' })}
            </button>
            <button
              type="button"
              className="button button-ghost button-small"
              disabled={i === fields.length - 1}
              onClick={() => move(i, i + 1)}
            >
              {intl.formatMessage({ id: 'admin.templates.moveDown' })}
            </button>
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => remove(i)}
            >
              {intl.formatMessage({ id: 'admin.templates.removeKey' })}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() =>
          append({
            type: types[0] ?? 'speeddial',
            label: '',
            value: '',
            keyIndex: nextIndex,
            monitoredPhone: '',
          })
        }
      >
        {name === 'functionKeys'
          ? intl.formatMessage({ id: 'admin.templates.addFunctionKey' })
          : intl.formatMessage({ id: 'admin.templates.addSoftKey' })}
      </button>
    </fieldset>
  );
}
