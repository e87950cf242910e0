// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ServerEmailForm } from '../../src/renderer/sections/admin/server-email/ServerEmailForm';
import { fakeApi } from './fake-api';
import { cleanup, fireEvent, render, screen, waitFor } from './render';

afterEach(cleanup);

const current = {
  code: 'UTF-8',
  voicemailToEmailEnabled: true,
  voicemailToEmailSender: 'vm@pbx.example',
  adminEmailAddress: 'admin@pbx.example',
  gateway: 'smtp.pbx.example',
};

describe('"Nothing has changed yet." (issue #32)', () => {
  it('goes once the form is changed, and does not come back beside a field error or after it', async () => {
    const { api } = fakeApi({
      'admin.getServerEmail': () => ({ ok: true, value: { available: true, value: current } }),
    });
    render(<ServerEmailForm api={api} />);
    const address = await screen.findByDisplayValue('admin@pbx.example');
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('Nothing has changed yet.')).toBeTruthy();

    // A wrong address: its rule's sentence shows, and the notice about the earlier try goes.
    fireEvent.change(address, { target: { value: 'not an address' } });
    fireEvent.blur(address);
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('Nothing has changed yet.')).toBeNull();

    // Typed back as it was: the field is fine again, and the old notice stays gone.
    fireEvent.change(address, { target: { value: 'admin@pbx.example' } });
    await waitFor(() => expect(address.getAttribute('aria-invalid')).not.toBe('true'));
    expect(screen.queryByText('Nothing has changed yet.')).toBeNull();

    // Asked again, it is said again.
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('Nothing has changed yet.')).toBeTruthy();
  });
});
