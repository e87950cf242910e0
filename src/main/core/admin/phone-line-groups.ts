import { phoneLineGroupView, type PhoneLineGroupView } from '../../../shared/admin';
import { type Oid } from '../../../shared/interface';
import { type ResourceAccess } from './resource-access';

/** 4.13 on one group; its read is beyond the interface. */
export function phoneLineGroupAccess(
  oid: Oid,
): ResourceAccess<'phoneLineGroup', PhoneLineGroupView> {
  return {
    resource: 'phoneLineGroup',
    read: async (client) => phoneLineGroupView(await client.phoneLineGroups.get(oid)),
    send: (client, operations) => client.phoneLineGroups.update(oid, operations),
  };
}
