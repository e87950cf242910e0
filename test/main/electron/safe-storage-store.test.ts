import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSafeStorageStore } from '../../../src/main/electron/safe-storage-store';
import { mockState, resetElectronMock, safeStorage } from '../../mocks/electron';
import { t } from '../../../src/shared/i18n';

const credentials = {
  serverUrl: 'https://pbx.example',
  userName: 'ann',
  renewalToken: 'renew-secret',
};
let dir: string;

beforeEach(async () => {
  resetElectronMock();
  dir = await mkdtemp(join(tmpdir(), 'sb-safe-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('safeStorage credential store', () => {
  it('encrypts with the async API into a 0600 file and reads it back', async () => {
    const store = createSafeStorageStore(dir, 'linux');
    await store.save(credentials);
    const file = join(dir, 'credentials.bin');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).not.toContain('renew-secret');
    expect(safeStorage.encryptString).not.toHaveBeenCalled();
    await expect(store.load()).resolves.toEqual(credentials);
  });

  it('refuses to store on Linux with the basic_text backend, and says so', async () => {
    mockState.storageBackend = 'basic_text';
    const store = createSafeStorageStore(dir, 'linux');
    await expect(store.availability()).resolves.toEqual({
      available: false,
      sentence: t('credentials.noKeyring'),
    });
    await expect(store.save(credentials)).rejects.toThrow();
    await expect(stat(join(dir, 'credentials.bin'))).rejects.toThrow();
  });

  it('does not apply the Linux backend rule elsewhere', async () => {
    mockState.storageBackend = 'basic_text';
    await expect(createSafeStorageStore(dir, 'darwin').availability()).resolves.toEqual({
      available: true,
    });
  });

  it('falls back to the synchronous API on an Electron without the async one', async () => {
    mockState.legacySafeStorage = true;
    const store = createSafeStorageStore(dir, 'win32');
    await store.save(credentials);
    expect(safeStorage.encryptString).toHaveBeenCalledOnce();
    await expect(store.load()).resolves.toEqual(credentials);
  });

  it('treats an unreadable file as nothing stored, and clear removes it', async () => {
    await writeFile(join(dir, 'credentials.bin'), 'garbage');
    const store = createSafeStorageStore(dir, 'linux');
    await expect(store.load()).resolves.toBeNull();
    await store.clear();
    await expect(stat(join(dir, 'credentials.bin'))).rejects.toThrow();
  });
});
