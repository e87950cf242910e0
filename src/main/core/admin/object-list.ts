import { type ListedKind, type ObjectPage, type ObjectPageArgs } from '../../../shared/admin';
import { isNotAvailable } from '../../../shared/api-error';
import { type CursorParams } from '../../../shared/interface';
import { isApiError, type ApiClient, type Page } from '../../api';

type Lister = (
  client: ApiClient,
) => (params: CursorParams) => Promise<Page<{ oid: string; commonName: string }>>;

const listers: Readonly<Record<ListedKind, Lister>> = {
  phoneTemplates: (c) => c.phoneTemplates.list,
  phoneLineGroups: (c) => c.phoneLineGroups.list,
  reportSchedules: (c) => c.reportSchedules.list,
  provisioning: (c) => c.provisioning.list,
  backupSchedules: (c) => c.backupSchedules.list,
  audioFiles: (c) => c.audioFiles.list,
};

/** One page of an admin resource's names; a server without the list answers `available: false`. */
export async function objectPage(
  client: ApiClient,
  { kind, ...params }: ObjectPageArgs,
): Promise<ObjectPage> {
  try {
    const page = await listers[kind](client)(params);
    return {
      available: true,
      rows: page.items.map(({ oid, commonName }) => ({ oid, commonName })),
      ...(page.previousId !== undefined && { previousId: page.previousId }),
      ...(page.nextId !== undefined && { nextId: page.nextId }),
    };
  } catch (error) {
    if (isApiError(error) && isNotAvailable(error)) return { available: false };
    throw error;
  }
}
