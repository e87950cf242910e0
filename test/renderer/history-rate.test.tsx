// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from './render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CallReview } from '../../src/shared/interface';
import { RateCallForm } from '../../src/renderer/sections/history/RateCallForm';
import {
  duration,
  localDayBounds,
  shortDuration,
  spokenDuration,
  transcriptionStatus,
  transcriptionWords,
} from '../../src/renderer/sections/history/format';
import { entryKind } from '../../src/renderer/state/entry-kind';
import { type CachedCommunication } from '../../src/renderer/cache';
import { intlFor } from '../../src/shared/i18n';

const en = intlFor('en');

afterEach(cleanup);

describe('the rating form (4.20)', () => {
  it('asks for stars first, then sends stars, problems and comment', async () => {
    const onSubmit = vi.fn((_: CallReview) => Promise.resolve());
    render(<RateCallForm onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose from 1 to 5 stars first.');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'One-way audio' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), {
      target: { value: '<b>not html</b>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      userAudioQualityRating: 3,
      userReportedBadAudio: false,
      userReportedOnewayAudio: true,
      userReportedUnstableConnection: false,
      userAudioQualityReview: '<b>not html</b>',
    });
  });

  it('a failure shows its sentence and keeps what was typed', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(new Error('There is no room left on this computer.')),
    );
    render(<RateCallForm onSubmit={onSubmit} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    fireEvent.change(comment, { target: { value: 'great' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no room left on this computer.',
    );
    expect((comment as HTMLTextAreaElement).value).toBe('great');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '5 stars' }).checked).toBe(true);
  });
});

describe('History formatting', () => {
  const call = (full: Partial<NonNullable<CachedCommunication['full']>>): CachedCommunication =>
    ({
      oid: '1',
      sortKey: 'k',
      kind: 'CallLog',
      version: '2024-01-01 00:00:00',
      item: { oid: '1', commonName: 'A', subject: '', date: '2024-01-01 00:00:00' },
      full: { incoming: true, durationSec: 0, ...full },
    }) as CachedCommunication;

  it('tells incoming, outgoing and missed calls apart', () => {
    expect(entryKind(call({ incoming: true, durationSec: 30, callAnswerTimeSec: 2 }))).toBe(
      'incoming',
    );
    expect(entryKind(call({ incoming: false, durationSec: 0 }))).toBe('outgoing');
    expect(entryKind(call({ incoming: true, durationSec: 0 }))).toBe('missed');
  });

  it('transcription statuses read as words, never as the raw value', () => {
    expect(transcriptionWords(en, 'inProgress')).toEqual({
      badge: 'Transcribing',
      detail: 'In progress',
    });
    expect(transcriptionWords(en, 'done')).toEqual({ badge: 'Transcribed', detail: 'Done' });
    expect(transcriptionWords(en, 'pending')).toEqual({
      badge: 'Transcription pending',
      detail: 'Pending',
    });
    expect(transcriptionWords(en, 'FAILED')).toEqual({
      badge: 'Transcription failed',
      detail: 'Failed',
    });
    // Other names of the same states.
    expect(transcriptionWords(en, 'completed').badge).toBe('Transcribed');
    expect(transcriptionWords(en, 'in_progress').badge).toBe('Transcribing');
    expect(transcriptionWords(en, 'error').detail).toBe('Failed');
    // Unknown states are spelled out.
    expect(transcriptionWords(en, 'notAvailable')).toEqual({
      badge: 'Transcription not available',
      detail: 'Not available',
    });
    expect(transcriptionWords(en, 'waiting_for_audio').detail).toBe('Waiting for audio');
  });

  it('a call has a transcription to show only with a real status', () => {
    const withStatus = (status: string | undefined) =>
      ({
        ...call({}),
        item: {
          oid: '1',
          commonName: 'A',
          subject: '',
          date: '2024-01-01 00:00:00',
          ...(status !== undefined && { transcription: { status } }),
        },
      }) as CachedCommunication;
    expect(transcriptionStatus(withStatus('inProgress'))).toBe('inProgress');
    expect(transcriptionStatus(withStatus(undefined))).toBeUndefined();
    expect(transcriptionStatus(withStatus(''))).toBeUndefined();
    expect(transcriptionStatus(withStatus('none'))).toBeUndefined();
    expect(transcriptionStatus(withStatus('Unknown'))).toBeUndefined();
  });

  it('durations and local day bounds', () => {
    expect([duration(42), duration(725), duration(3729)]).toEqual(['0:42', '12:05', '1:02:09']);
    expect([0, 42, 725, 3729].map((s) => shortDuration(en, s))).toEqual([
      '0s',
      '42s',
      '12m 05s',
      '1h 02m',
    ]);
    expect([0, 1, 61, 725, 3729, 7200].map((s) => spokenDuration(en, s))).toEqual([
      '0 seconds',
      '1 second',
      '1 minute 1 second',
      '12 minutes 5 seconds',
      '1 hour 2 minutes',
      '2 hours',
    ]);
    const day = localDayBounds('2024-03-10')!;
    const start = new Date(2024, 2, 10, 0, 0, 0);
    expect(day.start).toBe(start.toISOString().slice(0, 19).replace('T', ' '));
    expect(localDayBounds('10/03/2024')).toBeUndefined();
  });
});
