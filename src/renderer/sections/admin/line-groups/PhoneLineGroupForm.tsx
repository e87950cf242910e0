import { useCallback, useId, useState } from 'react';
import { useFieldArray, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  phoneLineGroupFormSchema,
  phoneLineGroupSpec,
  phoneLineGroupToForm,
  type FormEntry,
  type PhoneLineGroupForm as Values,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { useServerRead } from '../browse/use-server-read';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { TextField } from '../form/fields';
import { useObjectForm } from '../form/use-admin-form';
import { fill } from '../fill';
import { lineGroupStrings as t } from './strings';

const blank: Values = { commonName: '', lines: [] };

const lineName = (entry: FormEntry) =>
  typeof entry.name === 'string' && entry.name !== ''
    ? entry.name
    : fill(t.lineUnnamed, { oid: String(entry.line) });

const labels: DiffLabels = {
  fields: { commonName: t.commonName, lines: t.lines },
  entry: (_list, entry) => lineName(entry),
};

type Line = { oid: string; commonName: string };

/** The server's phone lines (what a group can hold); null when they could not be read. */
function usePhoneLines(api: Api): Line[] | null | undefined {
  return useServerRead(useCallback(() => api.chat.phoneLines(), [api]));
}

/** 4.13: a group's name, and lines added and removed. */
export function PhoneLineGroupForm({ api, oid }: { api: Api; oid: string }) {
  const admin = useObjectForm({
    oid,
    read: api.admin.getPhoneLineGroup,
    write: api.admin.savePhoneLineGroup,
    spec: phoneLineGroupSpec,
    schema: phoneLineGroupFormSchema,
    toForm: phoneLineGroupToForm,
    blank,
  });
  const form = admin.form as unknown as UseFormReturn<FieldValues>;
  const current = admin.current;
  const title = fill(t.formTitle, { name: current?.available ? current.value.commonName : oid });
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{title}</h2>
      <AdminFormFrame admin={admin} title={title} labels={labels}>
        <TextField form={form} name="commonName" label={t.commonName} />
        <GroupLines form={form} lines={usePhoneLines(api)} />
      </AdminFormFrame>
    </section>
  );
}

function GroupLines({
  form,
  lines,
}: {
  form: UseFormReturn<FieldValues>;
  lines: Line[] | null | undefined;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const members = (useWatch({ control: form.control, name: 'lines' }) ?? []) as FormEntry[];
  const [choice, setChoice] = useState('');
  const id = useId();
  const inGroup = new Set(members.map((m) => String(m.line)));
  const candidates = (lines ?? []).filter((line) => !inGroup.has(line.oid));
  const add = () => {
    const picked = lines?.find((line) => line.oid === choice);
    const oid = picked?.oid ?? (/^\d+$/.test(choice.trim()) ? choice.trim() : '');
    if (!oid || inGroup.has(oid)) return;
    append({ line: oid, name: picked?.commonName ?? '' });
    setChoice('');
  };
  return (
    <fieldset className="admin-group">
      <legend>{t.lines}</legend>
      <ul className="admin-entries admin-wide" aria-label={t.lines}>
        {fields.map((field, index) => {
          const entry = members[index] ?? field;
          return (
            <li key={field.id} className="admin-entry">
              <span>{lineName(entry)}</span>
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => remove(index)}
              >
                {fill(t.removeLine, { name: lineName(entry) })}
              </button>
            </li>
          );
        })}
      </ul>
      {fields.length === 0 && <p className="muted admin-wide">{t.linesEmpty}</p>}
      <div className="admin-add admin-wide">
        <div className="field admin-field">
          <label className="field-label" htmlFor={id}>
            {lines === null ? t.lineById : t.addLineChoice}
          </label>
          {lines === null ? (
            <input
              id={id}
              inputMode="numeric"
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            />
          ) : (
            <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="">{t.chooseLine}</option>
              {candidates.map((line) => (
                <option key={line.oid} value={line.oid}>
                  {line.commonName}
                </option>
              ))}
            </select>
          )}
          {lines === null && <span className="hint">{t.linesUnavailable}</span>}
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={choice === ''}
          onClick={add}
        >
          {t.addLine}
        </button>
      </div>
    </fieldset>
  );
}
