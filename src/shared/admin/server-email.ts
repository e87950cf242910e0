import { z } from 'zod';
import { serverEmailSchema } from '../interface';
import { type FormSpec } from './form-spec';
import { emailRule, requiredTextRule, textRule } from './rules';

/** 4.19 server e-mail settings: what the renderer is shown (no secrets here). */
export const serverEmailViewSchema = serverEmailSchema
  .pick({
    code: true,
    voicemailToEmailEnabled: true,
    voicemailToEmailSender: true,
    adminEmailAddress: true,
    gateway: true,
  })
  .strip();
export type ServerEmailView = z.infer<typeof serverEmailViewSchema>;

/** The form's rules: the sender and the administrator's address are e-mail addresses. */
export const serverEmailFormSchema = z.object({
  code: textRule,
  voicemailToEmailEnabled: z.boolean(),
  voicemailToEmailSender: emailRule,
  adminEmailAddress: emailRule,
  gateway: requiredTextRule,
});
export type ServerEmailForm = z.infer<typeof serverEmailFormSchema>;

export const serverEmailSpec: FormSpec = {
  resource: 'serverEmail',
  scalars: [
    { name: 'gateway', path: 'gateway', kind: 'text' },
    { name: 'code', path: 'code', kind: 'text' },
    { name: 'adminEmailAddress', path: 'adminEmailAddress', kind: 'text' },
    { name: 'voicemailToEmailEnabled', path: 'voicemailToEmailEnabled', kind: 'boolean' },
    { name: 'voicemailToEmailSender', path: 'voicemailToEmailSender', kind: 'text' },
  ],
  lists: [],
};

export const serverEmailToForm = (view: ServerEmailView): ServerEmailForm => ({ ...view });
