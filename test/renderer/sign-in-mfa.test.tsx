// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from './render';
import { afterEach, describe, expect, it } from 'vitest';
import { type BridgeErrorInfo } from '../../src/shared/contract';
import { applyLanguage } from '../../src/renderer/i18n/language-store';
import { SignIn } from '../../src/renderer/screens/SignIn';
import { fakeApi, serviceError, type Answer } from './fake-api';

afterEach(() => {
  cleanup();
  void applyLanguage('en');
});

const supported: Answer = () => ({ ok: true, value: { available: true } });
const signedIn = { ok: true as const, value: { status: 'signed-out', canResume: false } };
const mfaRequired: Answer = () => ({
  ok: false,
  error: serviceError(10013, 'Enter the verification code that was sent to your e-mail address.'),
});
const codeRefusal = (status: number, code: number, sentence: string): BridgeErrorInfo => ({
  kind: 'service',
  status,
  code,
  operation: 'session.requestMfa',
  sentence,
  transient: false,
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const alertText = () => screen.getByRole('alert').textContent;

/** The form filled and sent once: the server answered that the account needs a code. */
async function untilCodeAsked() {
  fireEvent.change(input('Server address'), { target: { value: 'pbx.example.com' } });
  fireEvent.change(input('User name'), { target: { value: 'ann' } });
  fireEvent.change(input('Password'), { target: { value: 'pw' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('group', { name: 'Verification code' });
}

function typeEmail(value: string) {
  fireEvent.change(input('E-mail address'), { target: { value } });
}

const status = () =>
  within(screen.getByRole('group', { name: 'Verification code' })).getByRole('status');

describe('sign-in with a code sent by e-mail', () => {
  it('after 10013 offers "Send a code", asks for the e-mail first, and calls nothing without it', async () => {
    const { api, invoke } = fakeApi({
      'session.rememberSupport': supported,
      'session.signIn': mfaRequired,
    });
    render(<SignIn api={api} />);
    await untilCodeAsked();
    expect(alertText()).toBe(
      'This account needs a verification code. Enter the e-mail address of your account and send yourself a code, or enter the code you have.',
    );
    await waitFor(() => expect(document.activeElement).toBe(input('E-mail address')));
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(alertText()).toBe('Enter your e-mail address to send a code to it.');
    expect(document.activeElement).toBe(input('E-mail address'));
    expect(invoke).not.toHaveBeenCalledWith('session.requestMfaCode', expect.anything());
  });

  it('sends the code to the address typed, says where it went, and moves on to the code', async () => {
    const { api, invoke } = fakeApi({
      'session.rememberSupport': supported,
      'session.signIn': mfaRequired,
      'session.requestMfaCode': () => ({ ok: true, value: { outcome: 'sent' } }),
    });
    render(<SignIn api={api} />);
    await untilCodeAsked();
    typeEmail('ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    await waitFor(() => expect(status().textContent).toBe('A code was sent to ann@example.com.'));
    expect(invoke).toHaveBeenCalledWith('session.requestMfaCode', {
      serverUrl: 'pbx.example.com',
      userName: 'ann',
      email: 'ann@example.com',
    });
    await waitFor(() => expect(document.activeElement).toBe(input('Code')));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
    // The status is polite news, not a failure; nothing typed is lost.
    expect(alertText()).toBe('');
    expect(input('Password').value).toBe('pw');
    expect(input('E-mail address').value).toBe('ann@example.com');
  });

  it('on a server that sends the code by itself, says so in one sentence rather than failing', async () => {
    const { api } = fakeApi({
      'session.rememberSupport': supported,
      'session.signIn': mfaRequired,
      'session.requestMfaCode': () => ({ ok: true, value: { outcome: 'automatic' } }),
    });
    render(<SignIn api={api} />);
    await untilCodeAsked();
    typeEmail('ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    await waitFor(() =>
      expect(status().textContent).toBe(
        'This server sends the code by itself when you sign in: check your e-mail for it.',
      ),
    );
    expect(alertText()).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input('Code')));
  });

  it.each([
    [
      'no such user with that address (10206): the e-mail address',
      codeRefusal(
        401,
        10206,
        "This user name and e-mail address don't belong to the same account. Check both.",
      ),
      'E-mail address',
    ],
    [
      'no e-mail address (10003): the e-mail address',
      codeRefusal(400, 10003, 'Enter your e-mail address.'),
      'E-mail address',
    ],
    [
      'not reachable: the server address',
      {
        kind: 'network',
        operation: 'session.requestMfa',
        sentence:
          "Switchboard can't reach pbx.example.com. Check the server address and your network connection.",
        transient: true,
      } satisfies BridgeErrorInfo,
      'Server address',
    ],
    [
      'the code could not be sent (10207): the sentence',
      codeRefusal(401, 10207, "The server couldn't send the code. Please try again in a moment."),
      null,
    ],
  ])('a refusal says why and focuses what fixes it — %s', async (_what, error, focusLabel) => {
    const { api } = fakeApi({
      'session.rememberSupport': supported,
      'session.signIn': mfaRequired,
      'session.requestMfaCode': () => ({ ok: false, error }),
    });
    render(<SignIn api={api} />);
    await untilCodeAsked();
    typeEmail('ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    await waitFor(() => expect(alertText()).toBe(error.sentence));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        focusLabel ? input(focusLabel) : screen.getByRole('alert'),
      ),
    );
    expect(status().textContent).toBe('');
    expect(input('E-mail address').value).toBe('ann@example.com');
    expect(input('Password').value).toBe('pw');
    expect(input('Server address').value).toBe('pbx.example.com');
    // Not sent: the offer stays as it was.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send a code' }).disabled).toBe(
      false,
    );
  });

  it('a refused code says the code or address did not match, keeps it all, and offers a new code', async () => {
    const { api, invoke } = fakeApi({
      'session.rememberSupport': supported,
      'session.signIn': mfaRequired,
    });
    render(<SignIn api={api} />);
    await untilCodeAsked();
    typeEmail('ann@example.com');
    fireEvent.change(input('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(alertText()).toBe(
        "The code or e-mail address didn't match. Check both, or send yourself a new code.",
      ),
    );
    expect(invoke).toHaveBeenLastCalledWith('session.signIn', {
      serverUrl: 'pbx.example.com',
      userName: 'ann',
      password: 'pw',
      remember: true,
      mfa: { email: 'ann@example.com', code: '000000' },
    });
    await waitFor(() => expect(document.activeElement).toBe(input('Code')));
    expect(input('Code').value).toBe('000000');
    expect(input('E-mail address').value).toBe('ann@example.com');
    expect(input('Password').value).toBe('pw');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
  });

  it('the code sent is the one the next sign-in carries', async () => {
    const { api, invoke } = fakeApi({
      'session.rememberSupport': supported,
      'session.signIn': (args) =>
        (args as { mfa?: { code: string } }).mfa?.code === '482913' ? signedIn : mfaRequired(args),
      'session.requestMfaCode': () => ({ ok: true, value: { outcome: 'sent' } }),
    });
    render(<SignIn api={api} />);
    await untilCodeAsked();
    typeEmail('ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    await waitFor(() => expect(document.activeElement).toBe(input('Code')));
    fireEvent.change(input('Code'), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(invoke).toHaveBeenLastCalledWith(
        'session.signIn',
        expect.objectContaining({ mfa: { email: 'ann@example.com', code: '482913' } }),
      ),
    );
    expect(alertText()).toBe('');
  });

  it('speaks Dutch: the button, the status and the refused code', async () => {
    const { api } = fakeApi({
      'session.rememberSupport': supported,
      'session.signIn': mfaRequired,
      'session.requestMfaCode': () => ({ ok: true, value: { outcome: 'sent' } }),
    });
    await act(() => applyLanguage('nl'));
    render(<SignIn api={api} />);
    fireEvent.change(input('Serveradres'), { target: { value: 'pbx.example.com' } });
    fireEvent.change(input('Gebruikersnaam'), { target: { value: 'ann' } });
    fireEvent.change(input('Wachtwoord'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    const group = await screen.findByRole('group', { name: 'Verificatiecode' });
    fireEvent.change(input('E-mailadres'), { target: { value: 'ann@example.com' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Code sturen' }));
    await waitFor(() =>
      expect(within(group).getByRole('status').textContent).toBe(
        'Er is een code gestuurd naar ann@example.com.',
      ),
    );
    fireEvent.change(input('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() =>
      expect(alertText()).toBe(
        'De code of het e-mailadres klopt niet. Controleer ze allebei, of laat een nieuwe code sturen.',
      ),
    );
    expect(within(group).getByRole('button', { name: 'Nieuwe code sturen' })).toBeTruthy();
  });
});
