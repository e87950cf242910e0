import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readOptionalFile, writePrivateFile } from '../private-file';

/** A sent file as it is kept: what 4.2 sent inline, minus the sender's path. */
const keptFileSchema = z.object({
  commonName: z.string(),
  mimeType: z.string(),
  contentsB64String: z.string(),
});
export type KeptFile = z.infer<typeof keptFileSchema>;

/**
 * The files this device sent, kept by the server's attachment oid: a preview or a "save" of them
 * needs no download and works offline. Files others sent are fetched when shown and never kept
 * (see `message-files.ts`). One folder per account (server + user name, hashed so neither is
 * spelled out in the profile).
 */
export interface SentAttachments {
  keep(account: AccountKey, oid: string, file: KeptFile): Promise<void>;
  read(account: AccountKey, oid: string): Promise<KeptFile | null>;
}

export interface AccountKey {
  serverUrl: string;
  userName: string;
}

export function createSentAttachments(profileDir: string): SentAttachments {
  const path = (account: AccountKey, oid: string) => {
    const folder = createHash('sha256')
      .update(`${account.serverUrl}\n${account.userName}`)
      .digest('hex')
      .slice(0, 32);
    // The oid was validated as digits by the contract: it cannot leave the folder.
    return join(profileDir, 'attachments', folder, `${oid}.json`);
  };
  return {
    keep: (account, oid, file) => writePrivateFile(path(account, oid), JSON.stringify(file)),
    async read(account, oid) {
      const raw = await readOptionalFile(path(account, oid));
      if (!raw) return null;
      try {
        const parsed = keptFileSchema.safeParse(JSON.parse(raw.toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        // A damaged file is as good as none: the preview is simply not offered.
        return null;
      }
    },
  };
}
