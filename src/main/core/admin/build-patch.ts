import { type AdminChanges } from '../../../shared/admin';
import { t } from '../../../shared/i18n';
import { type PatchResource } from '../../../shared/interface';
import { patch, type PatchBuilder } from '../../api';
import { invalidInput } from '../core-error';

/** Nothing to send: the form has no change (a PATCH without operations is refused anyway). */
export const nothingToSave = () => invalidInput(t('admin.error.nothingToSave'));

/**
 * The minimal patch operations of a form's changes (4.0), built with the API client's patch
 * builder: one replace per changed field, removals by relation oid, and each new entry as an add
 * with a virtual id followed by the replaces of its members. The builder checks every operation
 * against the endpoint's paths again.
 */
export function buildPatch<R extends PatchResource>(
  resource: R,
  changes: AdminChanges,
): PatchBuilder<R> {
  const builder = patch(resource);
  // The contract has checked each path and value against the resource's spec; the builder's
  // compile-time types cannot follow a runtime spec, hence the casts.
  for (const [path, value] of Object.entries(changes.replace)) {
    builder.replace(path as never, value as never);
  }
  for (const { list, oid } of changes.remove) builder.removeFromList(list as never, oid);
  for (const { list, entry } of changes.add) builder.addToList(list as never, entry as never);
  if (builder.build().length === 0) throw nothingToSave();
  return builder;
}
