/** The server e-mail settings screen (4.19). */
export const serverEmailStrings = {
  title: 'Server e-mail settings',
  intro: 'How this phone system sends e-mail: voicemail messages and notices to administrators.',
  gateway: 'Mail server (SMTP gateway)',
  gatewayHint: 'The host name of the server that sends mail, like smtp.example.com.',
  code: 'Character set',
  codeHint: 'The character set of outgoing mail, like UTF-8.',
  adminEmailAddress: 'Administrator e-mail address',
  voicemailToEmailEnabled: 'Send voicemail messages by e-mail',
  voicemailToEmailSender: 'Sender address of voicemail e-mails',
} as const;
