import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLoginItem } from '../../../src/main/electron/login-item';
import { app, mockState, resetElectronMock } from '../../mocks/electron';

let dir: string;
beforeEach(async () => {
  resetElectronMock();
  dir = await mkdtemp(join(tmpdir(), 'sb-login-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the login item', () => {
  it("uses Electron's login item settings on macOS and Windows", async () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const item = createLoginItem({ platform, executable: '/Applications/Switchboard' });
      expect(await item.get()).toBe(false);
      await item.set(true);
      expect(app.setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: true });
      expect(mockState.openAtLogin).toBe(true);
      expect(await item.get()).toBe(true);
      await item.set(false);
      expect(await item.get()).toBe(false);
    }
  });

  it('writes and removes the XDG autostart entry on Linux', async () => {
    const executable = '/home/ann/Apps/Switch "board" $1.AppImage';
    const item = createLoginItem({ platform: 'linux', executable, configHome: dir });
    const entry = join(dir, 'autostart', 'switchboard.desktop');
    expect(await item.get()).toBe(false);
    await item.set(true);
    const text = await readFile(entry, 'utf8');
    expect(text).toContain('[Desktop Entry]\nType=Application\nName=Switchboard\n');
    expect(text).toContain('Exec="/home/ann/Apps/Switch \\"board\\" \\$1.AppImage"\n');
    expect(await item.get()).toBe(true);
    await item.set(false);
    await expect(stat(entry)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await item.get()).toBe(false);
    expect(app.setLoginItemSettings).not.toHaveBeenCalled();
  });

  it('reads an entry that starts another copy (the AppImage moved) as off', async () => {
    await createLoginItem({
      platform: 'linux',
      executable: '/old/Switchboard',
      configHome: dir,
    }).set(true);
    const moved = createLoginItem({
      platform: 'linux',
      executable: '/new/Switchboard',
      configHome: dir,
    });
    expect(await moved.get()).toBe(false);
  });
});
