// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CallReview } from '../../src/shared/interface';
import { RateCallForm } from '../../src/renderer/sections/history/RateCallForm';
import {
  duration,
  entryKind,
  localDayBounds,
  transcriptionLabel,
} from '../../src/renderer/sections/history/format';
import { type CachedCommunication } from '../../src/renderer/cache';

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

  it('durations, transcription words and local day bounds', () => {
    expect([duration(42), duration(725), duration(3729)]).toEqual(['0:42', '12:05', '1:02:09']);
    expect(transcriptionLabel('inProgress')).toBe('Transcribing');
    expect(transcriptionLabel('done')).toBe('Transcribed');
    const day = localDayBounds('2024-03-10')!;
    const start = new Date(2024, 2, 10, 0, 0, 0);
    expect(day.start).toBe(start.toISOString().slice(0, 19).replace('T', ' '));
    expect(localDayBounds('10/03/2024')).toBeUndefined();
  });
});
