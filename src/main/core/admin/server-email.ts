import { serverEmailViewSchema, type ServerEmailView } from '../../../shared/admin';
import { type ResourceAccess } from './resource-access';

/** 4.19: the server's e-mail settings; its read is beyond the interface. */
export const serverEmailAccess: ResourceAccess<'serverEmail', ServerEmailView> = {
  resource: 'serverEmail',
  read: async (client) => serverEmailViewSchema.parse(await client.serverEmail.get()),
  send: (client, operations) => client.serverEmail.update(operations),
};
