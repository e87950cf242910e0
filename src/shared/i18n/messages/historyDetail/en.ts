/**
 * History → an entry's details: its facts, participants, recording and transcription, its
 * rating and the state of a rating being sent. An area (`../../areas.ts`) loaded with the
 * details pane's chunk (`historyDetailChunk` in `sections/history/History.tsx`). The rules of
 * `../en.ts` hold.
 */
export const historyDetailEn = {
  'history.detail.kind': 'Kind',
  'history.detail.date': 'Date',
  'history.detail.duration': 'Duration',
  'history.detail.answerTime': 'Answer time',
  'history.detail.notAnswered': 'Not answered',
  'history.detail.holdTime': 'Hold time',
  'history.detail.recording': 'Recording',
  'history.detail.recorded': 'Recorded',
  'history.detail.notRecorded': 'Not recorded',
  'history.detail.transcription': 'Transcription',
  'history.detail.transcription.none': 'None',
  'history.detail.participants': 'Participants',
  'history.detail.from': 'From',
  'history.detail.to': 'To',
  'history.detail.attachments': 'Attachments',
  'history.detail.message': 'Message',
  'history.detail.notLocal': 'The full details of this entry are not on this computer yet.',
  'history.detail.rate': 'Rate this call',
  'history.detail.rateAgain': 'Rate again',
  'history.detail.rated':
    'You rated this call {stars, plural, one {# star} other {# stars}} of 5 · {date}',
  'history.review.pending': 'Your rating will be sent when the server can be reached.',
  'history.review.sending': 'Sending your rating…',
  'history.review.refused': 'Your rating was refused.',
  'history.review.uncertain': 'Switchboard could not confirm that your rating arrived.',
  'history.review.sendAgain': 'Send again',
  'history.review.discard': 'Discard',
} as const;
