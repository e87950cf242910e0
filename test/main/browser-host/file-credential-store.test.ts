import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileCredentialStore } from '../../../src/main/browser-host/file-credential-store';

const credentials = {
  serverUrl: 'https://pbx.example',
  userName: 'ann',
  renewalToken: 'renew-secret-123',
};
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sb-filestore-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('file credential store (browser host)', () => {
  it('encrypts with AES-256-GCM under a 0600 key file and reads back', async () => {
    const store = createFileCredentialStore(dir);
    await store.save(credentials);
    const data = join(dir, 'credentials.enc');
    const key = join(dir, 'credentials.key');
    expect((await stat(data)).mode & 0o777).toBe(0o600);
    expect((await stat(key)).mode & 0o777).toBe(0o600);
    expect((await readFile(key)).length).toBe(32);
    expect((await readFile(data)).toString('latin1')).not.toContain('renew-secret');
    await expect(createFileCredentialStore(dir).load()).resolves.toEqual(credentials);
  });

  it('keeps the key across saves (a new token re-encrypted under it)', async () => {
    const store = createFileCredentialStore(dir);
    await store.save(credentials);
    const key = await readFile(join(dir, 'credentials.key'));
    await store.save({ ...credentials, renewalToken: 'next' });
    expect(await readFile(join(dir, 'credentials.key'))).toEqual(key);
    await expect(store.load()).resolves.toMatchObject({ renewalToken: 'next' });
  });

  it('treats a tampered file or a lost key as nothing stored', async () => {
    const store = createFileCredentialStore(dir);
    await store.save(credentials);
    const data = await readFile(join(dir, 'credentials.enc'));
    data[data.length - 1] = (data[data.length - 1] ?? 0) ^ 0xff;
    await writeFile(join(dir, 'credentials.enc'), data);
    await expect(store.load()).resolves.toBeNull();
    await store.save(credentials);
    await rm(join(dir, 'credentials.key'));
    await expect(store.load()).resolves.toBeNull();
  });

  it('clear removes both files', async () => {
    const store = createFileCredentialStore(dir);
    await store.save(credentials);
    await store.clear();
    expect(await readdir(dir)).toEqual([]);
  });
});
