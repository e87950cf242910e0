import { z } from 'zod';
import { oidSchema, type PhoneLineGroup } from '../interface';
import { type FormSpec } from './form-spec';
import { oidRule, requiredTextRule } from './rules';

/** 2.13 / 4.13: a group's name and its lines (each entry a relation with its own oid). */
export const phoneLineGroupViewSchema = z.object({
  commonName: z.string(),
  lines: z.array(z.object({ oid: oidSchema, line: oidSchema, name: z.string() })),
});
export type PhoneLineGroupView = z.infer<typeof phoneLineGroupViewSchema>;

export function phoneLineGroupView(group: PhoneLineGroup): PhoneLineGroupView {
  return {
    commonName: group.commonName,
    lines: group.lines.map((entry) => ({
      oid: entry.oid,
      line: entry.line.oid,
      name: entry.line.commonName,
    })),
  };
}

export const phoneLineGroupFormSchema = z.object({
  commonName: requiredTextRule,
  lines: z.array(z.object({ oid: oidSchema.optional(), line: oidRule, name: z.string() })),
});
export type PhoneLineGroupForm = z.infer<typeof phoneLineGroupFormSchema>;

export const phoneLineGroupSpec: FormSpec = {
  resource: 'phoneLineGroup',
  scalars: [{ name: 'commonName', path: 'commonName', kind: 'text' }],
  lists: [{ name: 'lines', relate: 'line', members: [] }],
};

export const phoneLineGroupToForm = (view: PhoneLineGroupView): PhoneLineGroupForm => view;
