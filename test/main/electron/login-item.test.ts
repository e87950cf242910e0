import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AT_LOGIN_ARG,
  createLoginItem,
  startedAtLogin,
} from '../../../src/main/electron/login-item';
import { app, mockState, resetElectronMock } from '../../mocks/electron';

let dir: string;
beforeEach(async () => {
  resetElectronMock();
  dir = await mkdtemp(join(tmpdir(), 'sb-login-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * An Exec value read as the Desktop Entry spec reads it: first the general string escapes
 * (`\\`, `\s`, `\n`, `\t`, `\r`; any other is invalid), then the arguments split on spaces with
 * double-quoted ones unquoted (`\"`, `\``, `\$`, `\\` inside), then `%%` as a literal `%`.
 */
function execArguments(value: string): string[] {
  const escapes: Record<string, string> = { '\\': '\\', s: ' ', n: '\n', t: '\t', r: '\r' };
  const unescaped = value.replace(/\\(.)/g, (_all, c: string) => {
    const plain = escapes[c];
    if (plain === undefined) throw new Error(`invalid escape \\${c}`);
    return plain;
  });
  const args: string[] = [];
  const pattern = /"((?:[^"\\]|\\["`$\\])*)"|([^\s"]+)/g;
  for (const match of unescaped.matchAll(pattern)) {
    const quoted = match[1];
    const raw = quoted !== undefined ? quoted.replace(/\\(["`$\\])/g, '$1') : (match[2] ?? '');
    if (/%[^%]/.test(raw.replace(/%%/g, ''))) throw new Error(`field code in ${raw}`);
    args.push(raw.replace(/%%/g, '%'));
  }
  return args;
}

describe('the login item', () => {
  it("uses Electron's login item settings on macOS and Windows", async () => {
    // Windows passes the argument that tells a start at sign-in, and must name it to read the
    // same entry back; macOS tells by itself.
    const cases = [
      { platform: 'darwin', args: {} },
      { platform: 'win32', args: { args: [AT_LOGIN_ARG] } },
    ] as const;
    for (const { platform, args } of cases) {
      const item = createLoginItem({ platform, executable: '/Applications/Switchboard' });
      expect(await item.get()).toBe(false);
      await item.set(true);
      expect(app.setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: true, ...args });
      expect(mockState.openAtLogin).toBe(true);
      expect(await item.get()).toBe(true);
      expect(app.getLoginItemSettings).toHaveBeenLastCalledWith(args);
      await item.set(false);
      expect(app.setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: false, ...args });
      expect(await item.get()).toBe(false);
    }
  });

  it('tells a start at sign-in from one by the user, on every platform', () => {
    expect(startedAtLogin('win32', ['Switchboard.exe', AT_LOGIN_ARG])).toBe(true);
    expect(startedAtLogin('linux', ['/opt/Switchboard/switchboard', AT_LOGIN_ARG])).toBe(true);
    expect(startedAtLogin('win32', ['Switchboard.exe'])).toBe(false);
    expect(startedAtLogin('linux', ['/opt/Switchboard/switchboard', 'app://x'])).toBe(false);
    expect(startedAtLogin('darwin', ['/Applications/Switchboard', AT_LOGIN_ARG])).toBe(false);
    mockState.openedAtLogin = true;
    expect(startedAtLogin('darwin', ['/Applications/Switchboard'])).toBe(true);
  });

  it('writes and removes the XDG autostart entry on Linux', async () => {
    const executable = '/home/ann/Apps/Switch "board" $1.AppImage';
    const item = createLoginItem({ platform: 'linux', executable, configHome: dir });
    const entry = join(dir, 'autostart', 'switchboard.desktop');
    expect(await item.get()).toBe(false);
    await item.set(true);
    const text = await readFile(entry, 'utf8');
    expect(text).toContain('[Desktop Entry]\nType=Application\nName=Switchboard\n');
    // Both of the spec's layers: quoted (\" and \$), then the string escape of each backslash.
    expect(text).toContain(
      'Exec="/home/ann/Apps/Switch \\\\"board\\\\" \\\\$1.AppImage" --at-login\n',
    );
    expect(await item.get()).toBe(true);
    await item.set(false);
    await expect(stat(entry)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await item.get()).toBe(false);
    expect(app.setLoginItemSettings).not.toHaveBeenCalled();
  });

  it('escapes the Exec line in both of the Desktop Entry spec’s layers, and % as %%', async () => {
    const executable = '/home/ann/My Apps/100% "Switch" `board` $HOME\\x\\Switchboard.AppImage';
    const item = createLoginItem({ platform: 'linux', executable, configHome: dir });
    await item.set(true);
    const text = await readFile(join(dir, 'autostart', 'switchboard.desktop'), 'utf8');
    const exec = text.split('\n').find((line) => line.startsWith('Exec='));
    expect(exec).toBe(
      'Exec="/home/ann/My Apps/100%% \\\\"Switch\\\\" \\\\`board\\\\` \\\\$HOME\\\\\\\\x\\\\\\\\Switchboard.AppImage" --at-login',
    );
    // Read back as a desktop reads it, the command is the path, whole, and our argument.
    expect(execArguments(exec?.slice('Exec='.length) ?? '')).toEqual([executable, AT_LOGIN_ARG]);
    expect(await item.get()).toBe(true);
  });

  it('refuses a path with a control character and writes no entry', async () => {
    const entry = join(dir, 'autostart', 'switchboard.desktop');
    for (const executable of [
      '/opt/Switch\nExec=/tmp/evil',
      '/opt/Switch\rboard',
      '/opt/\u0007x',
    ]) {
      const item = createLoginItem({ platform: 'linux', executable, configHome: dir });
      await expect(item.set(true)).rejects.toThrow(/control character/);
      await expect(stat(entry)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await item.get()).toBe(false);
    }
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
