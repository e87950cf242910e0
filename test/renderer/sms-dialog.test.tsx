// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from './render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Addressee, type CommunicationFull } from '../../src/shared/interface';
import { type CachedCommunication } from '../../src/renderer/cache';
import { ColleagueActions } from '../../src/renderer/components/ColleagueActions';
import { smsLength } from '../../src/renderer/components/sms-length';
import { type AccountData } from '../../src/renderer/data';
import { AccountDataStateProvider } from '../../src/renderer/data/AccountDataProvider';
import { openSms } from '../../src/renderer/data/sms';
import { type FavoritesView } from '../../src/renderer/data/use-favorites';
import { CallBack } from '../../src/renderer/sections/history/CallBack';
import { communicationFull } from '../api/fixtures';
import { fakeApi, type Answer } from './fake-api';

/**
 * "Send SMS" beside Call (People, Favorites) and Call back (a History entry): the dialog, its
 * checks and count, what it sends through the account's data, and what it says after.
 */

afterEach(cleanup);

const refused: Answer = () => ({
  ok: false,
  error: {
    kind: 'service',
    status: 400,
    code: 10203,
    operation: 'communications.sendSms',
    sentence: "That number can't receive an SMS. Check the number and try again.",
    transient: false,
  },
});
const sent: Answer = () => ({ ok: true, value: undefined });

/** The account's data with SMS over a scripted main; `catchUp` is the live updates'. */
function accountData(answer: Answer = sent) {
  const { api, invoke } = fakeApi({ 'sms.send': answer });
  const catchUp = vi.fn();
  const data = {
    sms: openSms(api, { catchUp }),
    phone: { call: vi.fn(() => Promise.resolve()) },
  } as unknown as AccountData;
  return { data, invoke, catchUp };
}

const within_ = (ui: React.ReactElement, data: AccountData) =>
  render(
    <AccountDataStateProvider value={{ status: 'ready', data }}>{ui}</AccountDataStateProvider>,
  );

const noFavorites = {
  available: false,
  isFavorite: () => false,
} as unknown as FavoritesView;

function renderColleague(data: AccountData, colleague: { number?: string; extension?: string }) {
  within_(
    <ColleagueActions
      api={{} as never}
      favorites={noFavorites}
      referable={{ oid: '11', name: 'Carol Smit', objectType: 'Person' }}
      colleague={{ oid: '31', person: '21', name: 'Carol Smit', ...colleague }}
      refusals={false}
    />,
    data,
  );
}

const addressee = (role: string, commonName: string, address: string, person?: string) =>
  ({
    oid: `${role}-${address}`,
    objectType: 'Addressee',
    commonName,
    role,
    address,
    ...(person && { addressable: { oid: person, objectType: 'Person', commonName } }),
  }) as Addressee;

/** An incoming call from `from`, as History's cache holds it. */
function callFrom(from: Addressee): CachedCommunication {
  const date = '2026-11-21 10:27:24';
  const full: CommunicationFull = {
    ...communicationFull,
    oid: '41',
    date,
    participants: [from, addressee('rtTo', 'Eva de Boer', '+31 20 555 0100')],
  };
  return { oid: '41', sortKey: `${date}|41`, kind: 'CallLog', version: date, item: full, full };
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const messageOf = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const numberOf = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Number' });

describe('Send SMS from People', () => {
  it('sends the text to their number with their person, then says so where the buttons are', async () => {
    const { data, invoke, catchUp } = accountData();
    renderColleague(data, { number: '+31 20 555 0107' });
    const open = screen.getByRole('button', { name: 'Send SMS to Carol Smit' });
    // As from the keyboard: the button has focus, and takes it back when the dialog closes.
    open.focus();
    fireEvent.click(open);
    const dialog = await dialogNamed('Send an SMS to Carol Smit');
    expect(numberOf(dialog).value).toBe('+31 20 555 0107');
    // Focus starts in the message: the number is already there.
    expect(document.activeElement).toBe(messageOf(dialog));
    expect(within(dialog).getByText('0 characters · 0 SMS messages')).toBeTruthy();

    fireEvent.change(messageOf(dialog), { target: { value: 'Running ten minutes late' } });
    expect(within(dialog).getByText('24 characters · 1 SMS')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invoke).toHaveBeenCalledWith('sms.send', {
      number: '+31 20 555 0107',
      text: 'Running ten minutes late',
      person: '21',
    });
    // The sent SMS comes into the log by the catch-up sync, as a missed call's does.
    expect(catchUp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe(
      'SMS sent to Carol Smit. It appears in History.',
    );
    // Back where the user was.
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('is offered for a number or an extension that can receive one, and not without', () => {
    const { data } = accountData();
    renderColleague(data, { extension: '204' });
    expect(screen.getByRole('button', { name: 'Send SMS to Carol Smit' })).toBeTruthy();
    cleanup();
    renderColleague(data, {});
    expect(screen.queryByRole('button', { name: 'Send SMS to Carol Smit' })).toBeNull();
    cleanup();
    renderColleague(data, { number: '*31#204' });
    expect(screen.getByRole('button', { name: 'Call Carol Smit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send SMS to Carol Smit' })).toBeNull();
  });
});

describe("Send SMS from a History entry's details", () => {
  it('keeps the text and says the server refused the number; a number typed instead goes without their person', async () => {
    const { data, invoke, catchUp } = accountData(refused);
    within_(
      <CallBack entry={callFrom(addressee('rtFrom', 'Bram van der Meer', '06 5277 8459', '77'))} />,
      data,
    );
    expect(screen.getByRole('button', { name: 'Call back Bram van der Meer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS to Bram van der Meer' }));
    const dialog = await dialogNamed('Send an SMS to Bram van der Meer');
    fireEvent.change(numberOf(dialog), { target: { value: '+31 6 1234 5678 90123' } });
    fireEvent.change(messageOf(dialog), { target: { value: 'Call me back?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      "That number can't receive an SMS. Check the number and try again.",
    );
    expect(invoke).toHaveBeenCalledWith('sms.send', {
      number: '+31 6 1234 5678 90123',
      text: 'Call me back?',
    });
    expect(catchUp).not.toHaveBeenCalled();
    // The number is what to put right: marked, described by the sentence, and focused.
    expect(numberOf(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(numberOf(dialog).getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(numberOf(dialog));
    // Nothing typed is lost, and the user can put it right and send again.
    expect(messageOf(dialog).value).toBe('Call me back?');
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('checks the number and the text before sending, and marks the field to put right', async () => {
    const { data, invoke } = accountData();
    within_(<CallBack entry={callFrom(addressee('rtFrom', '', '+31 6 52778459'))} />, data);
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS to +31 6 52778459' }));
    const dialog = await dialogNamed('Send an SMS to +31 6 52778459');
    const send = within(dialog).getByRole('button', { name: 'Send' });

    fireEvent.click(send);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Type the message you want to send.',
    );
    expect(messageOf(dialog).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(messageOf(dialog), { target: { value: 'Hello' } });
    fireEvent.change(numberOf(dialog), { target: { value: 'pizza' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toMatch(
        /^An SMS goes to a phone number/,
      ),
    );
    expect(numberOf(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(numberOf(dialog).getAttribute('aria-describedby')).toContain(
      within(dialog).getByRole('alert').id,
    );
    expect(document.activeElement).toBe(numberOf(dialog));
    expect(invoke).not.toHaveBeenCalled();

    // Ctrl+Enter in the message sends.
    fireEvent.change(numberOf(dialog), { target: { value: '+31 (0)6 5277 8459' } });
    fireEvent.keyDown(messageOf(dialog), { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('sms.send', {
        number: '+31 (0)6 5277 8459',
        text: 'Hello',
      }),
    );
  });

  it('Cancel and Escape close it without sending', async () => {
    const { data, invoke } = accountData();
    within_(<CallBack entry={callFrom(addressee('rtFrom', 'Bram', '0652778459'))} />, data);
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS to Bram' }));
    fireEvent.click(
      within(await dialogNamed('Send an SMS to Bram')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS to Bram' }));
    const dialog = await dialogNamed('Send an SMS to Bram');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('is not offered for a party without a number that can receive one', () => {
    const { data } = accountData();
    within_(<CallBack entry={callFrom(addressee('rtFrom', 'Reception', '*98#'))} />, data);
    expect(screen.queryByRole('button', { name: /Send SMS/ })).toBeNull();
  });
});

describe('how long an SMS is', () => {
  it('counts the GSM alphabet 160 to an SMS and 153 to each part, its extension twice', () => {
    expect(smsLength('')).toEqual({ characters: 0, encoding: 'gsm', parts: 0 });
    expect(smsLength('é'.repeat(160))).toEqual({ characters: 160, encoding: 'gsm', parts: 1 });
    expect(smsLength('a'.repeat(161))).toMatchObject({ parts: 2 });
    expect(smsLength('a'.repeat(306))).toMatchObject({ parts: 2 });
    expect(smsLength('a'.repeat(307))).toMatchObject({ parts: 3 });
    // € is written with an escape: 80 of them fill one SMS, one more does not fit.
    expect(smsLength('€'.repeat(80))).toMatchObject({ encoding: 'gsm', parts: 1 });
    expect(smsLength('€'.repeat(81))).toMatchObject({ parts: 2 });
  });

  it('counts any other text 70 to an SMS and 67 to each part, an emoji as two', () => {
    expect(smsLength('België')).toEqual({ characters: 6, encoding: 'ucs2', parts: 1 });
    expect(smsLength('ë'.repeat(70))).toMatchObject({ parts: 1 });
    expect(smsLength('ë'.repeat(71))).toMatchObject({ parts: 2 });
    expect(smsLength('🙂'.repeat(35))).toEqual({ characters: 35, encoding: 'ucs2', parts: 1 });
    expect(smsLength('🙂'.repeat(36))).toMatchObject({ parts: 2 });
  });
});
