// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, within } from './render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { type Addressee, type CommunicationFull } from '../../src/shared/interface';
import { type CachedCommunication } from '../../src/renderer/cache';
import { type AccountData } from '../../src/renderer/data';
import { type EndedCall } from '../../src/renderer/review-prompt';
import { HistoryDetail } from '../../src/renderer/sections/history/HistoryDetail';
import { HistoryRows } from '../../src/renderer/sections/history/HistoryRows';
import { RateCallDialog } from '../../src/renderer/sections/history/RateCallDialog';
import { communicationFull } from '../api/fixtures';

// The prompt reads the account's data from the provider; here it is a stand-in.
const ready = vi.hoisted((): { data: unknown } => ({ data: undefined }));
vi.mock('../../src/renderer/data', () => ({ useReadyAccountData: () => ready.data }));
const { CallReviewPrompt } = await import('../../src/renderer/sections/history/CallReviewPrompt');

afterEach(cleanup);

// happy-dom lays nothing out: give the list's scroller a height so the virtualizer renders rows.
for (const dimension of ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const) {
  Object.defineProperty(HTMLElement.prototype, dimension, { configurable: true, get: () => 600 });
}

const date = '2026-11-21 10:27:24';
const addressee = (role: string, commonName: string, address: string): Addressee => ({
  oid: `${role}-${commonName}`,
  objectType: 'Addressee',
  commonName,
  role,
  address,
});

/** An incoming, answered, recorded call whose transcription is in progress, as the cache holds it. */
function incomingCall(): CachedCommunication {
  const full: CommunicationFull = {
    ...communicationFull,
    oid: '41',
    commonName: `Bram van der Meer to Eva de Boer, ${date}`,
    subject: 'Incoming call',
    date,
    recordingStatus: 'recorded',
    transcription: { status: 'inProgress', objectType: 'Transcription' },
    durationSec: 95,
    callAnswerTimeSec: 4,
    participants: [
      addressee('rtFrom', 'Bram van der Meer', '+31 6 52778459'),
      addressee('rtTo', 'Eva de Boer', '+31 20 555 0100'),
    ],
  };
  return { oid: '41', sortKey: `${date}|41`, kind: 'CallLog', version: date, item: full, full };
}

function fakeData(entry: CachedCommunication, open?: EndedCall) {
  return {
    cache: { get: () => Promise.resolve(entry) },
    outbox: { reviews: () => Promise.resolve([]), ratings: () => Promise.resolve(new Map()) },
    prompter: { state: createStore(() => ({ open })), close: vi.fn() },
  } as unknown as AccountData;
}

describe('History names the other party, not the generated name', () => {
  it('a row: the caller, the kind, and the transcription in words', () => {
    const entry = incomingCall();
    render(
      <HistoryRows
        count={1}
        keyAt={() => entry.sortKey}
        rowAt={() => entry}
        selected={undefined}
        onSelect={() => {}}
      />,
    );
    const row = screen.getByRole('option');
    expect(row.querySelector('.history-name')?.textContent).toBe('Bram van der Meer');
    expect(row.textContent).not.toContain('Eva de Boer');
    expect(row.textContent).toContain('Incoming call');
    expect(row.textContent).toContain('Transcribing');
    // A duration under the time of day must not look like one.
    const length = within(row).getByLabelText('Duration 1 minute 35 seconds');
    expect(length.textContent).toBe('1m 35s');
    expect(row.textContent).not.toContain('inProgress');
  });

  it('the detail heading, participants with their numbers, and the transcription state', async () => {
    const entry = incomingCall();
    render(<HistoryDetail data={fakeData(entry)} oid="41" onRate={() => {}} />);
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Bram van der Meer');
    const facts = screen.getByText('Transcription', { selector: 'dt' }).parentElement!;
    expect(within(facts).getByText('In progress')).toBeTruthy();
    const participants = screen.getByRole('region', { name: 'Participants' });
    expect(
      within(participants)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['From Bram van der Meer · +31 6 52778459', 'To Eva de Boer · +31 20 555 0100']);
  });

  it('"Rate this call" says which call', () => {
    render(
      <RateCallDialog
        callName="Incoming call with Bram van der Meer · 10:27"
        onSubmit={() => Promise.resolve()}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Incoming call with Bram van der Meer · 10:27');
  });

  it('the prompt after a call asks about the other party', async () => {
    const call = incomingCall().full!;
    ready.data = fakeData(incomingCall(), call);
    render(<CallReviewPrompt />);
    // The panel is a chunk of its own, loaded when a prompt is first due.
    const prompt = await screen.findByRole('complementary', { name: 'Rate your last call' });
    expect(within(prompt).getByRole('heading').textContent).toBe(
      'How was your call with Bram van der Meer?',
    );
  });

  it('a prompt for a call with no known party does not say "with Unknown"', async () => {
    const { participants: _, commonName: __, ...call } = incomingCall().full!;
    ready.data = fakeData(incomingCall(), call);
    render(<CallReviewPrompt />);
    expect((await screen.findByRole('heading')).textContent).toBe('How was your call?');
  });
});
