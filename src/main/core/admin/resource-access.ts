import { type AdminChanges, type Current, type SaveResult } from '../../../shared/admin';
import { isNotAvailable } from '../../../shared/api-error';
import { type PatchResource } from '../../../shared/interface';
import { isApiError, type ApiClient, type PatchBuilder } from '../../api';
import { buildPatch } from './build-patch';

/** How main reads and updates one admin resource (one object of it, when it has an oid). */
export interface ResourceAccess<R extends PatchResource, V> {
  readonly resource: R;
  /** The server's object, as the renderer's view (no secrets). */
  read: (client: ApiClient) => Promise<V>;
  send: (client: ApiClient, operations: PatchBuilder<R>) => Promise<void>;
}

/**
 * The current values, or `available: false` where the read is one the interface does not show
 * and this server answers it with 404/405 (design section 4): editing still works without them.
 */
export async function readCurrent<V>(
  client: ApiClient,
  read: (client: ApiClient) => Promise<V>,
): Promise<Current<V>> {
  try {
    return { available: true, value: await read(client) };
  } catch (error) {
    if (isApiError(error) && isNotAvailable(error)) return { available: false };
    throw error;
  }
}

/** Key order does not make two views differ. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Saves a form's changes: reads the object fresh first and, when it differs from what the form
 * was loaded with (`base`), sends nothing and answers the fresh values: another administrator
 * changed it meanwhile, and the user decides. Otherwise sends the minimal patch and reads the
 * object back, so the form shows what the server holds, not what was typed.
 */
export async function saveResource<R extends PatchResource, V>(
  client: ApiClient,
  access: ResourceAccess<R, V>,
  args: { base: V | null; changes: AdminChanges },
): Promise<SaveResult<V>> {
  const operations = buildPatch(access.resource, args.changes);
  const fresh = await readCurrent(client, access.read);
  if (fresh.available && args.base !== null && canonical(fresh.value) !== canonical(args.base)) {
    return { outcome: 'conflict', current: fresh.value };
  }
  await access.send(client, operations);
  return { outcome: 'saved', current: await readCurrent(client, access.read) };
}
