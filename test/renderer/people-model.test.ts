import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/renderer/sections/people/Avatar';
import { lineStateOf } from '../../src/renderer/sections/people/line-state';
import {
  answeredLocally,
  serverQueryFor,
} from '../../src/renderer/sections/people/server-completion';

const colleague = { oid: '11', person: '12', name: 'Sanne de Boer', extension: '104' };

describe('what a colleague’s line says', () => {
  it('presence first, then do-not-disturb, redirection, phone and extension', () => {
    expect(
      lineStateOf(
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
      facts: ['Do not disturb', 'Calls go to +31 6 2000 0104', 'No phone connected', 'Ext. 104'],
    });
  });

  it('without presence the line alone decides; a status the app does not know is named', () => {
    expect(lineStateOf({ ...colleague, registered: true })).toEqual({
      tone: 'available',
      facts: ['Ext. 104'],
    });
    expect(lineStateOf({ ...colleague, redirection: { active: true } }).facts).toEqual([
      'Calls are redirected',
      'Ext. 104',
    ]);
    expect(lineStateOf(colleague, { person: '12', status: 'on_mars' }).status).toBe(
      'Status: on_mars',
    );
    expect(lineStateOf(colleague, { person: '12', status: 'offline' }).tone).toBe('offline');
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
