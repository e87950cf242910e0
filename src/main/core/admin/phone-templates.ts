import { phoneTemplateView, type PhoneTemplateView } from '../../../shared/admin';
import { type Oid } from '../../../shared/interface';
import { type ResourceAccess } from './resource-access';

/** 4.1 on one template; its read is beyond the interface. */
export function phoneTemplateAccess(oid: Oid): ResourceAccess<'phoneTemplate', PhoneTemplateView> {
  return {
    resource: 'phoneTemplate',
    read: async (client) => phoneTemplateView(await client.phoneTemplates.get(oid)),
    send: (client, operations) => client.phoneTemplates.update(oid, operations),
  };
}
