// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { AudioFileView } from '../../src/renderer/sections/admin/audio/AudioFileView';
import { TenantForm } from '../../src/renderer/sections/admin/tenants/TenantForm';
import { fakeApi, type Answer } from './fake-api';
import { cleanup, fireEvent, render, screen } from './render';

afterEach(cleanup);

const audioFile = {
  commonName: 'Welcome message',
  category: 'greeting',
  language: 'en',
  locale: 'English (United Kingdom)',
  isSystemDefault: false,
  file: { name: 'welcome-message.wav', mimeType: 'audio/wav', size: 44 },
};

function audioScreen(sound: Answer) {
  const fake = fakeApi({
    'admin.getAudioFile': () => ({ ok: true, value: { available: true, value: audioFile } }),
    'admin.getAudioSound': sound,
  });
  render(<AudioFileView api={fake.api} oid="760" />);
  return fake;
}

describe('an audio file is played where the server serves its sound (issue #32)', () => {
  it('Play fetches the sound through main and plays it from a blob: address', async () => {
    const { invoke } = audioScreen(() => ({
      ok: true,
      value: { available: true, value: { mimeType: 'audio/wav', contentsB64String: 'UklGRg==' } },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const player = await screen.findByLabelText('Sound of Welcome message');
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toMatch(/^blob:/);
    expect(invoke).toHaveBeenCalledWith('admin.getAudioSound', { oid: '760' });
  });

  it('a server that does not serve it says so', async () => {
    audioScreen(() => ({ ok: true, value: { available: false } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(
      await screen.findByText('This server does not serve the sound of its audio files.'),
    ).toBeTruthy();
  });

  it('a refusal is a sentence', async () => {
    audioScreen(() => ({
      ok: false,
      error: {
        kind: 'invalid-request',
        sentence: 'This recording is too large.',
        transient: false,
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByText('This recording is too large.')).toBeTruthy();
  });
});

describe('a running tenant’s database name says where the tenant is stopped (issue #32)', () => {
  const tenant = (active: boolean) => ({
    oid: '11',
    commonName: 'Acme',
    active,
    subDatabaseName: 'acme',
    isTemplate: false,
    resellerName: 'Reseller A',
    licenseCounts: [],
  });
  const form = (active: boolean) => {
    const { api } = fakeApi({
      'admin.getTenant': () => ({ ok: true, value: { available: true, value: tenant(active) } }),
      'admin.listTenants': () => ({ ok: true, value: { rows: [] } }),
    });
    render(<TenantForm api={api} oid="11" />);
  };

  it('running: the field is read-only and explains the step', async () => {
    form(true);
    const field = await screen.findByRole('textbox', { name: 'Database name' });
    expect(field).toHaveProperty('readOnly', true);
    expect(
      screen.getByText(/a tenant is stopped in the phone system’s own management console/),
    ).toBeTruthy();
  });

  it('stopped: the name can be changed', async () => {
    form(false);
    const field = await screen.findByRole('textbox', { name: 'Database name' });
    expect(field).toHaveProperty('readOnly', false);
    expect(
      screen.getByText('The tenant must be stopped before its database name changes.'),
    ).toBeTruthy();
  });
});
