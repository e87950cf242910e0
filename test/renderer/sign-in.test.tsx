// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from './render';
import { afterEach, describe, expect, it } from 'vitest';
import { SignIn } from '../../src/renderer/screens/SignIn';
import { fakeApi, serviceError } from './fake-api';

afterEach(cleanup);

const signedIn = { ok: true as const, value: { status: 'signed-out', canResume: false } };

function fill(server: string, userName: string, password: string) {
  fireEvent.change(screen.getByLabelText('Server address'), { target: { value: server } });
  fireEvent.change(screen.getByLabelText('User name'), { target: { value: userName } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('sign-in screen', () => {
  it('sends what was typed, with remember me', async () => {
    const { api, invoke } = fakeApi({
      'session.rememberSupport': () => ({ ok: true, value: { available: true } }),
      'session.signIn': () => signedIn,
    });
    render(<SignIn api={api} />);
    fill('pbx.example.com', 'ann', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('session.signIn', {
        serverUrl: 'pbx.example.com',
        userName: 'ann',
        password: 'pw',
        remember: true,
      }),
    );
  });

  it('clears only the password after wrong credentials (10004)', async () => {
    const { api } = fakeApi({
      'session.rememberSupport': () => ({ ok: true, value: { available: true } }),
      'session.signIn': () => ({
        ok: false,
        error: serviceError(10004, 'Wrong user name or password.'),
      }),
    });
    render(<SignIn api={api} />);
    fill('pbx.example.com', 'ann', 'bad');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Wrong user name or password.'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('User name').value).toBe('ann');
    expect(screen.getByLabelText<HTMLInputElement>('Server address').value).toBe('pbx.example.com');
  });

  it('keeps everything typed after any other error', async () => {
    const { api } = fakeApi({
      'session.rememberSupport': () => ({ ok: true, value: { available: true } }),
      'session.signIn': () => ({
        ok: false,
        error: serviceError(10006, 'This account is disabled.'),
      }),
    });
    render(<SignIn api={api} />);
    fill('pbx.example.com', 'ann', 'pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('disabled'));
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('pw');
    // No field can fix it: focus is on the sentence (the disabled button would leave it nowhere).
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('puts focus on the server address when the server cannot be reached', async () => {
    const { api } = fakeApi({
      'session.rememberSupport': () => ({ ok: true, value: { available: true } }),
      'session.signIn': () => ({
        ok: false,
        error: {
          kind: 'network',
          sentence: "Switchboard can't reach pbx.example.com.",
          transient: true,
        },
      }),
    });
    // Focus starts on the password, the one field left to fill.
    render(<SignIn api={api} initialServer="pbx.example.com" initialUserName="ann" />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("can't reach"));
    expect(document.activeElement).toBe(screen.getByLabelText('Server address'));
  });

  it('asks for missing fields without calling main', () => {
    const { api, invoke } = fakeApi({
      'session.rememberSupport': () => ({ ok: true, value: { available: true } }),
    });
    render(<SignIn api={api} initialServer="https://pbx.example.com" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your user name.');
    expect(document.activeElement).toBe(screen.getByLabelText('User name'));
    expect(invoke).not.toHaveBeenCalledWith('session.signIn', expect.anything());
  });

  it('says why remember me is unavailable and does not ask for it', async () => {
    const { api } = fakeApi({
      'session.rememberSupport': () => ({
        ok: true,
        value: { available: false, sentence: 'No system keyring is available.' },
      }),
    });
    render(<SignIn api={api} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me on this computer' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(true));
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('No system keyring is available.')).toBeTruthy();
  });

  it('starts the demo, and offers to resume a remembered sign-in', async () => {
    const { api, invoke } = fakeApi({
      'session.rememberSupport': () => ({ ok: true, value: { available: true } }),
      'session.startDemo': () => signedIn,
      'session.resume': () => signedIn,
    });
    render(<SignIn api={api} notice="Could not reach the server." canResume offersDemo />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('session.resume', undefined));
    // The buttons stay disabled until the resume attempt has settled.
    const demo = screen.getByRole<HTMLButtonElement>('button', { name: 'Try the demo' });
    await waitFor(() => expect(demo.disabled).toBe(false));
    fireEvent.click(demo);
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('session.startDemo', undefined));
  });

  it('offers no demo where the host has none (the installed desktop app)', () => {
    const { api } = fakeApi({
      'session.rememberSupport': () => ({ ok: true, value: { available: true } }),
    });
    render(<SignIn api={api} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try the demo' })).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
