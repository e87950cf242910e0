import { type DiffRow, type FormEntry } from '../../../../shared/admin';
import { fill } from '../fill';
import { adminStrings as s } from '../strings';

export interface DiffLabels {
  /** The label of each field and list, by form name. */
  readonly fields: Readonly<Record<string, string>>;
  /** One line naming a list entry (a key, a line, a licence…). */
  readonly entry: (list: string, entry: FormEntry) => string;
}

export function shownValue(value: unknown, secret = false): string {
  if (secret) return s.hiddenSecret;
  if (value === true) return s.yes;
  if (value === false) return s.no;
  if (value === '' || value === null || value === undefined) return s.empty;
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return JSON.stringify(value);
}

/**
 * Changes as a table: one row per field (before and after) and per list entry added or
 * removed. Used for "what will change" and for "what changed meanwhile".
 */
export function DiffTable({
  rows,
  labels,
  caption,
  afterHeading = s.columnAfter,
}: {
  rows: readonly DiffRow[];
  labels: DiffLabels;
  caption: string;
  afterHeading?: string;
}) {
  return (
    <table className="admin-diff">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{s.columnField}</th>
          <th scope="col">{s.columnBefore}</th>
          <th scope="col">{afterHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const label = labels.fields[row.field] ?? row.field;
          if (row.kind === 'field') {
            return (
              <tr key={i}>
                <th scope="row">{label}</th>
                <td className="admin-diff-before">
                  {shownValue(row.before, row.secret && row.before !== undefined)}
                </td>
                <td className="admin-diff-after">{shownValue(row.after, row.secret)}</td>
              </tr>
            );
          }
          const entry = labels.entry(row.field, row.entry);
          return (
            <tr key={i}>
              <th scope="row">{label}</th>
              <td className="admin-diff-before">
                {row.kind === 'removed' ? fill(s.entryRemoved, { entry }) : ''}
              </td>
              <td className="admin-diff-after">
                {row.kind === 'added' ? fill(s.entryAdded, { entry }) : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
