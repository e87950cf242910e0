import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/renderer/components/Avatar';
import { lineStateOf, summaryOf } from '../../src/renderer/components/line-state';
import { intlFor } from '../../src/shared/i18n';
import {
  answeredLocally,
  partOfAnAddress,
  serverQueryFor,
} from '../../src/renderer/sections/people/server-completion';

const colleague = { oid: '11', person: '12', name: 'Sanne de Boer', extension: '104' };

describe('what a colleague’s line says', () => {
  const en = intlFor('en');

  it('presence first, then do-not-disturb, redirection, phone and extension', () => {
    expect(
      lineStateOf(
        en,
        {
          ...colleague,
          doNotDisturb: true,
          redirection: { active: true, to: '+31 6 2000 0104' },
          registered: false,
        },
        { person: '12', status: 'at_appointment' },
      ),
    ).toEqual({
      tone: 'busy',
      status: 'In an appointment',
      line: ['Do not disturb', 'Calls go to +31 6 2000 0104', 'No phone connected'],
      extension: 'Ext. 104',
    });
  });

  it('without presence the line alone decides; a status the app does not know is named', () => {
    expect(lineStateOf(en, { ...colleague, registered: true })).toEqual({
      tone: 'available',
      line: [],
      extension: 'Ext. 104',
    });
    const redirected = lineStateOf(en, { ...colleague, redirection: { active: true } });
    expect(summaryOf(redirected)).toBe('Calls are redirected · Ext. 104');
    expect(lineStateOf(en, colleague, { person: '12', status: 'on_mars' }).status).toBe(
      'Status: on_mars',
    );
    expect(lineStateOf(en, colleague, { person: '12', status: 'offline' }).tone).toBe('offline');
  });

  it('in the language asked for', () => {
    const state = lineStateOf(
      intlFor('nl'),
      { ...colleague, redirection: { active: true, to: '204' } },
      { person: '12', status: 'long_out_of_office' },
    );
    expect(summaryOf(state)).toBe('Afwezig · Oproepen gaan naar 204 · Tst. 104');
  });
});

describe('when a search is completed from the server', () => {
  it('e-mail addresses and numbers by provisioning address, one word by user name', () => {
    expect(serverQueryFor('anna@acme.example')).toEqual({ address: 'anna@acme.example' });
    expect(serverQueryFor('+31 20 555 0104')).toEqual({ address: '+31 20 555 0104' });
    expect(serverQueryFor('colleague7')).toEqual({ userName: 'colleague7' });
    expect(serverQueryFor('sanne de')).toBeUndefined();
    expect(serverQueryFor('sa')).toBeUndefined();
  });

  it('part of an e-mail address is told apart from a whole one', () => {
    expect(partOfAnAddress('anna@')).toBe(true);
    expect(partOfAnAddress('@acme.example')).toBe(true);
    expect(partOfAnAddress(' anna@acme.example ')).toBe(false);
    expect(partOfAnAddress('anna')).toBe(false);
  });

  it('not when a loaded colleague already is the one named', () => {
    const loaded = [{ ...colleague, userName: 'sboer', number: '+31 20 555 0104' }];
    expect(answeredLocally({ userName: 'SBoer' }, loaded)).toBe(true);
    expect(answeredLocally({ address: '+31205550104' }, loaded)).toBe(true);
    expect(answeredLocally({ userName: 'other' }, loaded)).toBe(false);
  });
});

describe('initials', () => {
  it('of the words that start with a letter', () => {
    expect(initialsOf('Sanne de Boer')).toBe('SB');
    expect(initialsOf('Levi Vermeulen (Oceanic)')).toBe('LV');
    expect(initialsOf('Zoë')).toBe('Z');
    expect(initialsOf('  ')).toBe('');
  });
});
