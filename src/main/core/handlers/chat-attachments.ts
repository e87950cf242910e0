import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { localAttachmentSchema, type LocalAttachment } from '../../../shared/contract/chat-calls';
import { readOptionalFile, writePrivateFile } from '../private-file';

/**
 * The files this device sent, kept by the server's attachment oid. The interface has no call
 * that returns an attachment's contents, so these are the only bytes a preview or a "save" can
 * use; nothing is ever loaded from a remote URL. One folder per account (server + user name,
 * hashed so neither is spelled out in the profile).
 */
export interface SentAttachments {
  keep(account: AccountKey, oid: string, file: LocalAttachment): Promise<void>;
  read(account: AccountKey, oid: string): Promise<LocalAttachment | null>;
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
        const parsed = localAttachmentSchema.safeParse(JSON.parse(raw.toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        // A damaged file is as good as none: the preview is simply not offered.
        return null;
      }
    },
  };
}
