import { safeStorage } from 'electron';
import { join } from 'node:path';
import {
  storedCredentialsSchema,
  type CredentialStore,
  type StoreAvailability,
  type StoredCredentials,
} from '../platform/credential-store';
import { readOptionalFile, removeFile, writePrivateFile } from '../core/private-file';
import { t } from '../../shared/i18n';

/**
 * Stored credentials encrypted by the OS keychain through `safeStorage` (its async API where the
 * running Electron has it), in a 0600 file. On Linux the `basic_text` backend would use a
 * hard-coded key, which protects nothing: storing is refused there, and the user is told.
 */
export function createSafeStorageStore(
  profileDir: string,
  platform = process.platform,
): CredentialStore {
  const path = join(profileDir, 'credentials.bin');

  const encryptionAvailable = async (): Promise<boolean> =>
    typeof safeStorage.isAsyncEncryptionAvailable === 'function'
      ? safeStorage.isAsyncEncryptionAvailable()
      : safeStorage.isEncryptionAvailable();

  const encrypt = (text: string): Promise<Buffer> =>
    typeof safeStorage.encryptStringAsync === 'function'
      ? safeStorage.encryptStringAsync(text)
      : Promise.resolve(safeStorage.encryptString(text));

  const decrypt = async (data: Buffer): Promise<{ text: string; reEncrypt: boolean }> => {
    if (typeof safeStorage.decryptStringAsync === 'function') {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(data);
      return { text: result, reEncrypt: shouldReEncrypt };
    }
    return { text: safeStorage.decryptString(data), reEncrypt: false };
  };

  const store: CredentialStore = {
    async availability(): Promise<StoreAvailability> {
      if (platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text') {
        return { available: false, sentence: t('credentials.noKeyring') };
      }
      return (await encryptionAvailable())
        ? { available: true }
        : { available: false, sentence: t('credentials.noEncryption') };
    },
    async save(credentials: StoredCredentials) {
      const availability = await store.availability();
      if (!availability.available) throw new Error('secure storage unavailable');
      const data = await encrypt(JSON.stringify(storedCredentialsSchema.parse(credentials)));
      await writePrivateFile(path, data);
    },
    async load() {
      const data = await readOptionalFile(path);
      if (!data) return null;
      if (!(await store.availability()).available) return null;
      try {
        const { text, reEncrypt } = await decrypt(data);
        const parsed = storedCredentialsSchema.safeParse(JSON.parse(text));
        if (!parsed.success) return null;
        if (reEncrypt) await store.save(parsed.data);
        return parsed.data;
      } catch {
        // Encrypted by another user or keychain: unreadable, so as good as absent.
        return null;
      }
    },
    clear: () => removeFile(path),
  };
  return store;
}
