import { type ReactNode } from 'react';
import { useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { type FormEntry } from '../../../../shared/admin';

/**
 * A relation list of a form (4.0): its entries, each named and with its own Remove button, and
 * whatever adds one (`adder`, given `append` and the entries).
 */
export function RelationList({
  form,
  name,
  legend,
  empty,
  entryName,
  removeLabel,
  adder,
}: {
  form: UseFormReturn<FieldValues>;
  name: string;
  legend: string;
  empty: string;
  entryName: (entry: FormEntry) => string;
  removeLabel: (entryName: string) => string;
  adder: (append: (entry: FormEntry) => void, entries: readonly FormEntry[]) => ReactNode;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const entries = (useWatch({ control: form.control, name }) ?? []) as FormEntry[];
  return (
    <fieldset className="admin-group">
      <legend>{legend}</legend>
      <ul className="admin-entries admin-wide" aria-label={legend}>
        {fields.map((field, index) => {
          const label = entryName(entries[index] ?? field);
          return (
            <li key={field.id} className="admin-entry">
              <span dir="auto">{label}</span>
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => remove(index)}
              >
                {removeLabel(label)}
              </button>
            </li>
          );
        })}
      </ul>
      {fields.length === 0 && <p className="muted admin-wide">{empty}</p>}
      {adder((entry) => append(entry), entries)}
    </fieldset>
  );
}
