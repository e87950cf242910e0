import { describe, expect, it } from 'vitest';
import {
  restartRefusal,
  unsupportedSentence,
  updateSentence,
} from '../../src/renderer/sections/update-sentences';
import { type UpdateState } from '../../src/shared/contract/update-calls';
import { intlFor } from '../../src/shared/i18n/translate';

/** Settings → About & updates words every phase, failure, reason and refusal in both languages. */

const base: UpdateState = {
  supported: true,
  currentVersion: '1.4.0',
  channel: 'stable',
  status: { phase: 'idle' },
};
const now = new Date(2026, 10, 28, 15, 0).getTime();
const checkedAt = new Date(2026, 10, 28, 14, 5).toISOString();
const en = intlFor('en');
const nl = intlFor('nl');

const phases: [UpdateState, string, string][] = [
  [
    base,
    'Switchboard has not checked for updates yet.',
    'Switchboard heeft nog niet op updates gecontroleerd.',
  ],
  [{ ...base, status: { phase: 'checking' } }, 'Checking for updates…', 'Controleren op updates…'],
  [
    { ...base, status: { phase: 'current' } },
    'Switchboard is up to date.',
    'Switchboard is up-to-date.',
  ],
  [
    { ...base, lastCheckedAt: checkedAt, status: { phase: 'current' } },
    'Switchboard is up to date. Last checked: Today, 02:05 PM.',
    'Switchboard is up-to-date. Laatst gecontroleerd: Vandaag, 14:05.',
  ],
  [
    { ...base, status: { phase: 'downloading', version: '1.5.0', percent: 42.7 } },
    'Downloading version 1.5.0: 42%.',
    'Versie 1.5.0 downloaden: 42%.',
  ],
  [
    { ...base, status: { phase: 'ready', version: '1.5.0' } },
    'Version 1.5.0 is ready. Restart Switchboard to update.',
    'Versie 1.5.0 staat klaar. Start Switchboard opnieuw om bij te werken.',
  ],
];

const failures: [UpdateState['status'] & { phase: 'failed' }, RegExp, RegExp][] = [
  { phase: 'failed', failure: 'unreachable' },
  { phase: 'failed', failure: 'malformed' },
  { phase: 'failed', failure: 'checksum' },
  { phase: 'failed', failure: 'signature' },
  { phase: 'failed', failure: 'failed' },
].map((status, i) => [
  status as UpdateState['status'] & { phase: 'failed' },
  [
    /^The update server couldn't be reached\./,
    /^The update server's answer isn't a description of a release\./,
    /^The downloaded update didn't match its description and was deleted\./,
    /^The downloaded update isn't signed by Switchboard's publisher/,
    /^The update couldn't be installed\./,
  ][i]!,
  [
    /^De updateserver is niet bereikbaar\./,
    /^Het antwoord van de updateserver is geen beschrijving/,
    /^De gedownloade update klopte niet met de beschrijving/,
    /^De gedownloade update is niet ondertekend/,
    /^De update kon niet worden geïnstalleerd\./,
  ][i]!,
]);

describe('the updater in a sentence', () => {
  it.each(phases)('says %j in a sentence, in English and Dutch', (state, english, dutch) => {
    expect(updateSentence(en, state, now)).toBe(english);
    expect(updateSentence(nl, state, now)).toBe(dutch);
  });

  it('a check on another day says the day', () => {
    const state = { ...base, lastCheckedAt: checkedAt, status: { phase: 'current' as const } };
    expect(updateSentence(en, state, now + 86_400_000)).toBe(
      'Switchboard is up to date. Last checked: Yesterday, 02:05 PM.',
    );
  });

  it.each(failures)('failure %o has a sentence of its own in both languages', (status, e, d) => {
    const state = { ...base, status };
    expect(updateSentence(en, state, now)).toMatch(e);
    expect(updateSentence(nl, state, now)).toMatch(d);
  });

  it('says why a copy does not update itself, for each reason', () => {
    const off = (unsupportedReason?: UpdateState['unsupportedReason']) => ({
      ...base,
      supported: false,
      ...(unsupportedReason && { unsupportedReason }),
    });
    expect(unsupportedSentence(en, off('browser-host'))).toMatch(
      /^This copy does not update itself: it runs in your browser/,
    );
    expect(unsupportedSentence(nl, off('browser-host'))).toMatch(
      /^Dit exemplaar werkt zichzelf niet bij/,
    );
    expect(unsupportedSentence(en, off('development'))).toBe(
      'This is a development build: it does not update itself.',
    );
    expect(unsupportedSentence(nl, off('development'))).toBe(
      'Dit is een ontwikkelversie: die werkt zichzelf niet bij.',
    );
    expect(unsupportedSentence(en, off('package-manager'))).toMatch(
      /^Updates come from your system's package manager/,
    );
    expect(unsupportedSentence(nl, off('package-manager'))).toMatch(
      /^Updates komen van het pakketbeheer van je systeem/,
    );
    expect(unsupportedSentence(en, off())).toBe(
      "This copy of Switchboard can't install updates itself.",
    );
  });

  it('words each refusal of "Restart to update"', () => {
    expect(restartRefusal(en, 'in-call')).toMatch(/^Finish your call first/);
    expect(restartRefusal(nl, 'in-call')).toMatch(/^Beëindig eerst je gesprek/);
    expect(restartRefusal(en, 'nothing-ready')).toMatch(/^There is no downloaded update/);
    expect(restartRefusal(nl, 'nothing-ready')).toMatch(/^Er is nog geen gedownloade update/);
    expect(restartRefusal(en, 'unsupported')).toBe(
      "This copy of Switchboard can't install updates itself.",
    );
  });
});
