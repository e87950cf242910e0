import { useId, useState } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  adminFormRules,
  phoneLineGroupFormSchema,
  phoneLineGroupSpec,
  phoneLineGroupToForm,
  type AdminFormValues,
  type FormEntry,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { type Formatter } from '../../../../shared/i18n';
import { AddById } from '../browse/AddById';
import { RelationList } from '../browse/RelationList';
import { usePhoneLines } from '../browse/use-server-read';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { TextField } from '../form/fields';
import { useObjectForm } from '../form/use-admin-form';

type Values = AdminFormValues<typeof phoneLineGroupFormSchema>;
type Member = Values['lines'][number];

const rules = adminFormRules(phoneLineGroupFormSchema);

const blank: Values = { commonName: '', lines: [] };

const lineName = (intl: Formatter, entry: FormEntry) =>
  typeof entry.name === 'string' && entry.name !== ''
    ? entry.name
    : intl.formatMessage({ id: 'admin.lineGroups.lineUnnamed' }, { oid: String(entry.line) });

const labels: DiffLabels = {
  fields: {
    commonName: 'admin.lineGroups.commonName',
    lines: 'admin.lineGroups.lines',
  },
  entry: (intl, _list, entry) => lineName(intl, entry),
};

type Line = { oid: string; commonName: string };

/** 4.13: a group's name, and lines added and removed. */
export function PhoneLineGroupForm({ api, oid }: { api: Api; oid: string }) {
  const intl = useIntl();
  const admin = useObjectForm({
    oid,
    read: api.admin.getPhoneLineGroup,
    write: api.admin.savePhoneLineGroup,
    spec: phoneLineGroupSpec,
    rules,
    toForm: phoneLineGroupToForm,
    blank,
  });
  const form = admin.form;
  const current = admin.current;
  const title = intl.formatMessage(
    { id: 'admin.lineGroups.formTitle' },
    { name: current?.available ? current.value.commonName : oid },
  );
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{title}</h2>
      <AdminFormFrame admin={admin} title={title} labels={labels}>
        <TextField
          form={form}
          name="commonName"
          label={intl.formatMessage({ id: 'admin.lineGroups.commonName' })}
        />
        <GroupLines form={form} lines={usePhoneLines(api)} />
      </AdminFormFrame>
    </section>
  );
}

function GroupLines({
  form,
  lines,
}: {
  form: UseFormReturn<Values>;
  lines: Line[] | null | undefined;
}) {
  const intl = useIntl();
  return (
    <RelationList
      form={form}
      name="lines"
      legend={intl.formatMessage({ id: 'admin.lineGroups.lines' })}
      empty={intl.formatMessage({ id: 'admin.lineGroups.linesEmpty' })}
      entryName={(entry) => lineName(intl, entry)}
      removeLabel={(name) => intl.formatMessage({ id: 'admin.lineGroups.removeLine' }, { name })}
      adder={(append, members) => <AddLine lines={lines} members={members} append={append} />}
    />
  );
}

/** A line picked from the server's lines (or typed by its id where they could not be read). */
function AddLine({
  lines,
  members,
  append,
}: {
  lines: Line[] | null | undefined;
  members: readonly Member[];
  append: (entry: Member) => void;
}) {
  const intl = useIntl();
  const [choice, setChoice] = useState('');
  const inGroup = new Set(members.map((m) => String(m.line)));
  const add = (oid: string) => {
    if (inGroup.has(oid)) return;
    append({ line: oid, name: lines?.find((line) => line.oid === oid)?.commonName ?? '' });
    setChoice('');
  };
  const id = useId();
  if (lines === null) {
    return (
      <AddById
        label={intl.formatMessage({ id: 'admin.lineGroups.lineById' })}
        hint={intl.formatMessage({ id: 'admin.lineGroups.linesUnavailable' })}
        invalid={intl.formatMessage({ id: 'admin.rule.oid' })}
        action={intl.formatMessage({ id: 'admin.lineGroups.addLine' })}
        onId={add}
      />
    );
  }
  return (
    <div className="admin-add admin-wide">
      <div className="field admin-field">
        <label className="field-label" htmlFor={id}>
          {intl.formatMessage({ id: 'admin.lineGroups.addLineChoice' })}
        </label>
        <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">{intl.formatMessage({ id: 'admin.lineGroups.chooseLine' })}</option>
          {(lines ?? [])
            .filter((line) => !inGroup.has(line.oid))
            .map((line) => (
              <option key={line.oid} value={line.oid}>
                {line.commonName}
              </option>
            ))}
        </select>
      </div>
      <button
        type="button"
        className="button button-secondary"
        disabled={choice === ''}
        onClick={() => add(choice)}
      >
        {intl.formatMessage({ id: 'admin.lineGroups.addLine' })}
      </button>
    </div>
  );
}
