/** Phone line groups, also known as call pickup groups (4.13). */
export const lineGroupStrings = {
  title: 'Phone line groups',
  intro:
    'Call pickup groups: the lines in a group can pick up each other’s calls. Choose a group to change it.',
  listLabel: 'Phone line groups',
  back: 'Back to phone line groups',
  formTitle: 'Phone line group {name}',
  commonName: 'Name',
  lines: 'Lines',
  linesEmpty: 'No lines in this group.',
  removeLine: 'Remove {name}',
  addLine: 'Add a line',
  addLineChoice: 'Line to add',
  chooseLine: 'Choose a line…',
  linesUnavailable: 'The server’s lines could not be read; a line can still be added by its id.',
  lineById: 'Line id',
  lineUnnamed: 'Line {oid}',
} as const;
