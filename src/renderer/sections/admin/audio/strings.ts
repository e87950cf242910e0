/** Audio files: greetings, music on hold and other prompts (4.12, read only). */
export const audioStrings = {
  title: 'Audio files',
  intro: 'Greetings, music on hold and other prompts of this phone system.',
  listLabel: 'Audio files',
  back: 'Back to audio files',
  detailTitle: 'Audio file {name}',
  category: 'Category',
  language: 'Language',
  locale: 'Locale',
  systemDefault: 'System default',
  file: 'File',
  mimeType: 'Format',
  size: 'Size (bytes)',
  noPlayback: 'Switchboard can’t play this file: the server offers no way to fetch its sound.',
} as const;
