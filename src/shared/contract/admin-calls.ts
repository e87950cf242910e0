import { adminChangesSchema, currentSchema, saveArgsSchema, saveResultSchema } from '../admin';
import { serverEmailViewSchema } from '../admin/server-email';
import { z } from 'zod';

/**
 * The admin area's calls (interface 4.1, 4.4, 4.6, 4.9–4.14, 4.17, 4.19). Reads answer the
 * resource's view, which names no secret (a password is only ever sent, never shown); saves take
 * the changes of one form and answer what the server holds afterwards. Nothing here is cached.
 * Spread into `contract.calls` in `ipc-contract.ts`.
 */
export const adminCalls = {
  /** 4.19's settings, read beyond the interface (design section 4). */
  'admin.getServerEmail': {
    args: z.undefined(),
    result: currentSchema(serverEmailViewSchema),
  },
  /** 4.19 */
  'admin.saveServerEmail': {
    args: saveArgsSchema(serverEmailViewSchema, adminChangesSchema('serverEmail')),
    result: saveResultSchema(serverEmailViewSchema),
  },
} as const;
