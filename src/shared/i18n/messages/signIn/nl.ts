import { type signInEn } from './en';

/** Het aanmeldscherm, in het Nederlands (`./en.ts`). */
export const signInNl: Record<keyof typeof signInEn, string> = {
  'signIn.title': 'Aanmelden bij Switchboard',
  'signIn.tagline': 'Je oproepen, chats en contacten op één plek.',
  'signIn.trying': 'Bezig…',
  'signIn.server': 'Serveradres',
  'signIn.server.placeholder': 'https://pbx.example.com',
  'signIn.userName': 'Gebruikersnaam',
  'signIn.mfa.legend': 'Verificatiecode',
  'signIn.mfa.hint':
    'Dit account meldt zich aan met een code die per e-mail wordt verstuurd. Vul je e-mailadres in, laat een code sturen als je er geen hebt, en vul de code in.',
  'signIn.mfa.email': 'E-mailadres',
  'signIn.mfa.code': 'Code',
  'signIn.mfa.needed':
    'Dit account heeft een verificatiecode nodig. Vul het e-mailadres van je account in en laat een code sturen, of vul de code in die je al hebt.',
  'signIn.mfa.send': 'Code sturen',
  'signIn.mfa.sendAgain': 'Nieuwe code sturen',
  'signIn.mfa.sending': 'Versturen…',
  'signIn.mfa.sent': 'Er is een code gestuurd naar {email}.',
  'signIn.mfa.sentByServer':
    'Deze server stuurt de code zelf wanneer je je aanmeldt: kijk ervoor in je e-mail.',
  'signIn.mfa.mismatch':
    'De code of het e-mailadres klopt niet. Controleer ze allebei, of laat een nieuwe code sturen.',
  'signIn.remember': 'Aangemeld blijven op deze computer',
  'signIn.or': 'of',
  'signIn.demo': 'Demo proberen',
  'signIn.demo.starting': 'Demo wordt gestart…',
  'signIn.demo.hint':
    'De demo draait een voorbeeldtelefooncentrale in Switchboard, met verzonnen collega’s en oproepen.',
  'signIn.error.noUserName': 'Vul je gebruikersnaam in.',
  'signIn.error.noMfaEmail': 'Vul het e-mailadres in waar je verificatiecode naartoe is gestuurd.',
  'signIn.error.noMfaCode': 'Vul de verificatiecode in.',
  'signIn.error.noMfaEmailToSend': 'Vul je e-mailadres in om er een code naartoe te laten sturen.',
};
