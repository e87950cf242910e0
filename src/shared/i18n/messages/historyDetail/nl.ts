import { type historyDetailEn } from './en';

/** Geschiedenis → de details van een item, in het Nederlands (`./en.ts`). */
export const historyDetailNl: Record<keyof typeof historyDetailEn, string> = {
  'history.detail.kind': 'Soort',
  'history.detail.date': 'Datum',
  'history.detail.duration': 'Duur',
  'history.detail.answerTime': 'Opneemtijd',
  'history.detail.notAnswered': 'Niet opgenomen',
  'history.detail.holdTime': 'In de wacht',
  'history.detail.recording': 'Opname',
  'history.detail.recorded': 'Opgenomen',
  'history.detail.notRecorded': 'Niet opgenomen',
  'history.detail.transcription': 'Transcriptie',
  'history.detail.transcription.none': 'Geen',
  'history.detail.participants': 'Deelnemers',
  'history.detail.from': 'Van',
  'history.detail.to': 'Aan',
  'history.detail.attachments': 'Bijlagen',
  'history.detail.message': 'Bericht',
  'history.detail.notLocal': 'De volledige details van dit item staan nog niet op deze computer.',
  'history.detail.rate': 'Oproep beoordelen',
  'history.detail.rateAgain': 'Opnieuw beoordelen',
  'history.detail.rated':
    'Je gaf deze oproep {stars, plural, one {# ster} other {# sterren}} van 5 · {date}',
  'history.review.pending': 'Je beoordeling wordt verstuurd zodra de server bereikbaar is.',
  'history.review.sending': 'Je beoordeling wordt verstuurd…',
  'history.review.refused': 'Je beoordeling is geweigerd.',
  'history.review.uncertain': 'Switchboard kon niet bevestigen dat je beoordeling is aangekomen.',
  'history.review.sendAgain': 'Opnieuw versturen',
  'history.review.discard': 'Weggooien',
};
