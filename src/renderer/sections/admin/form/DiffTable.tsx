import { useIntl } from 'react-intl';
import { type DiffRow, type FormEntry } from '../../../../shared/admin';
import { type Formatter, type MessageKey } from '../../../../shared/i18n';
import { choiceLabel, type ChoiceLabels } from '../choices';

export interface DiffLabels {
  /** The label of each field and list, by form name. */
  readonly fields: Readonly<Record<string, MessageKey>>;
  /** One line naming a list entry (a key, a line, a licence…), in the UI's language. */
  readonly entry: (intl: Formatter, list: string, entry: FormEntry) => string;
  /** The labels of an enumerated field's values, by form name: the review says "Weekly". */
  readonly values?: Readonly<Record<string, ChoiceLabels>>;
}

function shownValue(
  intl: Formatter,
  value: unknown,
  secret = false,
  choices?: ChoiceLabels,
): string {
  if (secret) return intl.formatMessage({ id: 'admin.value.hiddenSecret' });
  if (value === true) return intl.formatMessage({ id: 'admin.value.yes' });
  if (value === false) return intl.formatMessage({ id: 'admin.value.no' });
  if (value === '' || value === null || value === undefined) {
    return intl.formatMessage({ id: 'admin.value.empty' });
  }
  if (typeof value === 'string') return choices ? choiceLabel(intl, choices, value) : value;
  if (typeof value === 'number') return String(value);
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
  afterHeading,
}: {
  rows: readonly DiffRow[];
  labels: DiffLabels;
  caption: string;
  /** The last column's heading: "After" unless said otherwise. */
  afterHeading?: string;
}) {
  const intl = useIntl();
  return (
    <table className="admin-diff">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'admin.diff.field' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'admin.diff.before' })}</th>
          <th scope="col">{afterHeading ?? intl.formatMessage({ id: 'admin.diff.after' })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const key = labels.fields[row.field];
          const label = key ? intl.formatMessage({ id: key }) : row.field;
          if (row.kind === 'field') {
            const choices = labels.values?.[row.field];
            return (
              <tr key={i}>
                <th scope="row">{label}</th>
                <td className="admin-diff-before">
                  {shownValue(intl, row.before, row.secret && row.before !== undefined, choices)}
                </td>
                <td className="admin-diff-after">
                  {shownValue(intl, row.after, row.secret, choices)}
                </td>
              </tr>
            );
          }
          const entry = labels.entry(intl, row.field, row.entry);
          return (
            <tr key={i}>
              <th scope="row">{label}</th>
              <td className="admin-diff-before">
                {row.kind === 'removed'
                  ? intl.formatMessage({ id: 'admin.diff.removed' }, { entry })
                  : ''}
              </td>
              <td className="admin-diff-after">
                {row.kind === 'added'
                  ? intl.formatMessage({ id: 'admin.diff.added' }, { entry })
                  : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
