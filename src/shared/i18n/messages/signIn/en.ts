/**
 * The sign-in screen: its fields, the sign-in code (MFA) steps and the demo. An area
 * (`../../areas.ts`) loaded with the screen's chunk (`screens/sign-in-chunk.ts`). Main's
 * sign-in sentences (refusals, an address it cannot read) stay in the core catalogue: main words
 * them, and the re-authentication prompt shares a few. The rules of `../en.ts` hold.
 */
export const signInEn = {
  'signIn.title': 'Sign in to Switchboard',
  'signIn.tagline': 'Your calls, chats and contacts in one place.',
  'signIn.trying': 'Trying…',
  'signIn.server': 'Server address',
  'signIn.server.placeholder': 'https://pbx.example.com',
  'signIn.userName': 'User name',
  'signIn.mfa.legend': 'Verification code',
  'signIn.mfa.hint':
    'This account signs in with a code sent by e-mail. Enter your e-mail address, send yourself a code if you have none, then enter the code.',
  'signIn.mfa.email': 'E-mail address',
  'signIn.mfa.code': 'Code',
  'signIn.mfa.needed':
    'This account needs a verification code. Enter the e-mail address of your account and send yourself a code, or enter the code you have.',
  'signIn.mfa.send': 'Send a code',
  'signIn.mfa.sendAgain': 'Send a new code',
  'signIn.mfa.sending': 'Sending…',
  'signIn.mfa.sent': 'A code was sent to {email}.',
  'signIn.mfa.sentByServer':
    'This server sends the code by itself when you sign in: check your e-mail for it.',
  'signIn.mfa.mismatch':
    "The code or e-mail address didn't match. Check both, or send yourself a new code.",
  'signIn.remember': 'Remember me on this computer',
  'signIn.or': 'or',
  'signIn.demo': 'Try the demo',
  'signIn.demo.starting': 'Starting the demo…',
  'signIn.demo.hint':
    'The demo runs a sample phone system inside Switchboard, with made-up colleagues and calls.',
  'signIn.error.noUserName': 'Enter your user name.',
  'signIn.error.noMfaEmail': 'Enter the e-mail address your verification code was sent to.',
  'signIn.error.noMfaCode': 'Enter the verification code.',
  'signIn.error.noMfaEmailToSend': 'Enter your e-mail address to send a code to it.',
} as const;
