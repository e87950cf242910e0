import { serverProvisioningView, type ServerProvisioningView } from '../../../shared/admin';
import { type ServerProvisioning } from '../../../shared/interface';
import { type ResourceAccess } from './resource-access';

/** 4.14: the server's provisioning settings; its read is beyond the interface; secrets stay here. */
export const serverProvisioningAccess: ResourceAccess<
  'serverProvisioning',
  ServerProvisioningView
> = {
  resource: 'serverProvisioning',
  // The response schema checked every string field; its inferred type just cannot name them.
  read: async (client) =>
    serverProvisioningView((await client.serverProvisioning.get()) as ServerProvisioning),
  send: (client, operations) => client.serverProvisioning.update(operations),
};
