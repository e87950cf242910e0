import { type voicemailEn } from './en';

/** Voicemail in het Nederlands (je-vorm, de vaste termen van `../nl.ts`). */
export const voicemailNl: Record<keyof typeof voicemailEn, string> = {
  'voicemail.opening': 'Je voicemail wordt geopend…',
  'voicemail.list': 'Voicemailberichten',
  'voicemail.loading': 'Je voicemailberichten worden gezocht…',
  'voicemail.none':
    'Geen voicemailberichten. Als een beller een bericht voor je achterlaat, zie je het hier.',
  'voicemail.scope':
    'Voicemailberichten uit je laatste {count, number} oproepen op deze computer. Oudere staan in Geschiedenis.',
  'voicemail.new': 'Nieuw',
  'voicemail.unknownNumber': 'Nummer afgeschermd',
  'voicemail.play': 'Afspelen',
  'voicemail.play.label': 'Het voicemailbericht van {name} afspelen',
  'voicemail.fetching': 'De opname wordt opgehaald…',
  'voicemail.player': 'Voicemailbericht van {name}',
  'voicemail.length': 'Duur {length}',
  'voicemail.saveFile': 'Opslaan als bestand',
  'voicemail.saveFile.label': 'Opslaan als bestand: het voicemailbericht van {name}',
  'voicemail.saveFile.saving': 'Opslaan…',
  'voicemail.saveFile.saved': 'Opgeslagen.',
  'voicemail.markFailed':
    'Afgespeeld, maar de server kon niet worden verteld dat je het hebt beluisterd: {reason}',
};
