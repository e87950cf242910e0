import { useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { type FormEntry } from '../../../../shared/admin';
import { IntegerField, SelectField, TextField } from '../form/fields';
import { fill } from '../fill';
import { templateStrings as t } from './strings';

export interface MonitorOption {
  oid: string;
  name: string;
}

const typeName = (type: string) => t.types[type] ?? type;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One key as a line of the review table. */
export function keyLine(entry: FormEntry): string {
  return fill(t.keyEntry, {
    index: Number(entry.keyIndex),
    label: text(entry.label),
    type: typeName(text(entry.type)),
    value: text(entry.value),
  });
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
  form: UseFormReturn<FieldValues>;
  name: 'functionKeys' | 'softKeys';
  types: readonly string[];
  monitors: readonly MonitorOption[];
}) {
  const { fields, append, remove, swap } = useFieldArray({ control: form.control, name });
  const keys = (useWatch({ control: form.control, name }) ?? []) as FormEntry[];
  const legend = name === 'functionKeys' ? t.functionKeyLegend : t.softKeyLegend;

  const move = (from: number, to: number) => {
    const a: unknown = form.getValues(`${name}.${from}.keyIndex`);
    const b: unknown = form.getValues(`${name}.${to}.keyIndex`);
    form.setValue(`${name}.${from}.keyIndex`, b);
    form.setValue(`${name}.${to}.keyIndex`, a);
    swap(from, to);
  };
  const nextIndex = Math.max(0, ...keys.map((k) => Number(k.keyIndex) || 0)) + 1;
  const monitorOptions = [
    { value: '', label: t.noMonitor },
    ...monitors.map((m) => ({ value: m.oid, label: m.name })),
  ];

  return (
    <fieldset className="admin-group">
      <legend>{name === 'functionKeys' ? t.functionKeys : t.softKeys}</legend>
      {fields.length === 0 && <p className="muted admin-wide">{t.noKeys}</p>}
      {fields.map((field, i) => (
        <fieldset key={field.id} className="admin-key admin-wide">
          <legend>{fill(legend, { position: i + 1 })}</legend>
          <IntegerField form={form} name={`${name}.${i}.keyIndex`} label={t.keyIndex} />
          <SelectField
            form={form}
            name={`${name}.${i}.type`}
            label={t.type}
            options={types.map((type) => ({ value: type, label: typeName(type) }))}
          />
          <TextField form={form} name={`${name}.${i}.label`} label={t.label} />
          <TextField form={form} name={`${name}.${i}.value`} label={t.value} />
          <SelectField
            form={form}
            name={`${name}.${i}.monitoredPhone`}
            label={t.monitoredPhone}
            options={monitorOptions}
          />
          <div className="admin-key-actions">
            <button
              type="button"
              className="button button-ghost button-small"
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            >
              {t.moveUp}
            </button>
            <button
              type="button"
              className="button button-ghost button-small"
              disabled={i === fields.length - 1}
              onClick={() => move(i, i + 1)}
            >
              {t.moveDown}
            </button>
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => remove(i)}
            >
              {t.removeKey}
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
        {name === 'functionKeys' ? t.addFunctionKey : t.addSoftKey}
      </button>
    </fieldset>
  );
}
