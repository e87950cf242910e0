import { type RuleId } from '../../../../shared/admin';
import { type MessageKey } from '../../../../shared/i18n';

/** What the user reads for each field rule of `src/shared/admin/rules.ts`. */
export const ruleMessages: Readonly<Record<RuleId, MessageKey>> = {
  required: 'admin.rule.required',
  email: 'admin.rule.email',
  emailList: 'admin.rule.emailList',
  ip: 'admin.rule.ip',
  time: 'admin.rule.time',
  integer: 'admin.rule.integer',
  nonNegative: 'admin.rule.nonNegative',
  port: 'admin.rule.port',
  oid: 'admin.rule.oid',
  genericOnly: 'admin.rule.genericOnly',
  duplicateIndex: 'admin.rule.duplicateIndex',
  tooLong: 'admin.rule.tooLong',
};
