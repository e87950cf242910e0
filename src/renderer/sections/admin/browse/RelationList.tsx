import { type ReactNode } from 'react';
import {
  useFieldArray,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * A relation list of a form (4.0): its entries, each named and with its own Remove button, and
 * whatever adds one (`adder`, given `append` and the entries). An entry is of the list's type in
 * the form's values (`name`), so what is appended is checked by the compiler.
 */
export function RelationList<F extends FieldValues, N extends FieldArrayPath<F>>({
  form,
  name,
  legend,
  empty,
  entryName,
  removeLabel,
  adder,
}: {
  form: UseFormReturn<F>;
  name: N;
  legend: string;
  empty: string;
  entryName: (entry: FieldArray<F, N>) => string;
  removeLabel: (entryName: string) => string;
  adder: (
    append: (entry: FieldArray<F, N>) => void,
    entries: readonly FieldArray<F, N>[],
  ) => ReactNode;
}) {
  // The entries are never edited in place (only added and removed), so the field array's
  // `fields` are its values as they are now.
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  return (
    <fieldset className="admin-group">
      <legend>{legend}</legend>
      <ul className="admin-entries admin-wide" aria-label={legend}>
        {fields.map((field, index) => {
          const label = entryName(field);
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
      {adder((entry) => append(entry), fields)}
    </fieldset>
  );
}
