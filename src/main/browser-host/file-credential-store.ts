import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOptionalFile, removeFile, writePrivateFile } from '../core/private-file';
import {
  storedCredentialsSchema,
  type CredentialStore,
  type StoredCredentials,
} from '../platform/credential-store';

/**
 * The browser host has no safeStorage: stored credentials are encrypted with AES-256-GCM under
 * a random key kept beside them in a 0600 file (design section 7). This guards against the
 * file being copied without its key, not against this user's own processes.
 */
const algorithm = 'aes-256-gcm';
const version = 1;

export function createFileCredentialStore(profileDir: string): CredentialStore {
  const dataPath = join(profileDir, 'credentials.enc');
  const keyPath = join(profileDir, 'credentials.key');

  const readKey = async (): Promise<Buffer | null> => {
    const key = await readOptionalFile(keyPath);
    return key && key.length === 32 ? key : null;
  };

  const keyForWriting = async (): Promise<Buffer> => {
    const existing = await readKey();
    if (existing) return existing;
    const key = randomBytes(32);
    await writePrivateFile(keyPath, key);
    return key;
  };

  return {
    availability: () => Promise.resolve({ available: true }),
    async save(credentials: StoredCredentials) {
      const key = await keyForWriting();
      const iv = randomBytes(12);
      const cipher = createCipheriv(algorithm, key, iv);
      const plain = Buffer.from(JSON.stringify(storedCredentialsSchema.parse(credentials)));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      await writePrivateFile(
        dataPath,
        Buffer.concat([Buffer.from([version]), iv, cipher.getAuthTag(), body]),
      );
    },
    async load() {
      const [data, key] = await Promise.all([readOptionalFile(dataPath), readKey()]);
      if (!data || !key || data.length < 1 + 12 + 16 || data[0] !== version) return null;
      try {
        const decipher = createDecipheriv(algorithm, key, data.subarray(1, 13));
        decipher.setAuthTag(data.subarray(13, 29));
        const plain = Buffer.concat([decipher.update(data.subarray(29)), decipher.final()]);
        const parsed = storedCredentialsSchema.safeParse(JSON.parse(plain.toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        // Tampered with, or encrypted under another key: as good as absent.
        return null;
      }
    },
    async clear() {
      await Promise.all([removeFile(dataPath), removeFile(keyPath)]);
    },
  };
}
