import { type User, type UserInclude } from '../../shared/interface';
import { isJsonObject as isJson, type JsonObject as Json } from '../json';
import { type UserRecord } from '../store/types';

/** An object selected as a whole appears in reference form. */
function referenceForm(value: Json): Json {
  const out: Json = {};
  for (const key of ['commonName', 'oid', 'objectType']) {
    if (value[key] !== undefined) out[key] = value[key];
  }
  return out;
}

/** Follow one include path: reference form at every level, the named member one level deeper. */
function project(value: unknown, path: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => project(v, path));
  if (!isJson(value)) return value;
  const out = referenceForm(value);
  const [head, ...rest] = path;
  if (head !== undefined && value[head] !== undefined) out[head] = project(value[head], rest);
  return out;
}

/** Several include paths into one result: objects key by key, arrays entry by entry. */
function merge(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b)) return a.map((x, i) => merge(x, b[i]));
  if (isJson(a) && isJson(b)) {
    const out: Json = { ...a };
    for (const [key, value] of Object.entries(b))
      out[key] = key in a ? merge(a[key], value) : value;
    return out;
  }
  return b;
}

/**
 * 4.8: a user is `{commonName, oid, objectType}`; each include value (`primaryLine`,
 * `primaryLine.userPhoneLine.doNotDisturb`, `lines.line.autoAttendant`, …) adds its path from the
 * full record.
 */
export function userView(user: UserRecord, include: readonly UserInclude[]): User {
  let out: unknown = referenceForm(user.profile);
  for (const path of include) out = merge(out, project(user.profile, path.split('.')));
  return { ...(out as Json), permissions: 'Read' } as User;
}
