// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseClock, TimeField } from '../../src/renderer/components/TimeField';
import { applyLanguage } from '../../src/renderer/i18n/language-store';
import { cleanup, fireEvent, render, screen, waitFor } from './render';

afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

describe('a time field in the app language', () => {
  it('reads the ways people write a time, and nothing else', () => {
    expect(parseClock('14:30')).toBe('14:30');
    expect(parseClock('14.30')).toBe('14:30');
    expect(parseClock('1430')).toBe('14:30');
    expect(parseClock('2:30 PM')).toBe('14:30');
    expect(parseClock('12 am')).toBe('00:00');
    expect(parseClock('9')).toBe('09:00');
    expect(parseClock('24:00')).toBeUndefined();
    expect(parseClock('13 pm')).toBeUndefined();
    expect(parseClock('half three')).toBeUndefined();
  });

  it('shows the time as English writes it, and as Dutch does', async () => {
    const onChange = vi.fn();
    render(<TimeField label="Until: time" value="14:30" onChange={onChange} />);
    expect(screen.getByLabelText<HTMLInputElement>('Until: time').value).toBe('2:30 PM');
    await applyLanguage('nl');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Until: time').value).toBe('14:30'),
    );
  });

  it('takes what was typed on leaving the field, and says how to write a wrong one', () => {
    const onChange = vi.fn();
    render(<TimeField label="Until: time" value="14:30" onChange={onChange} />);
    const field = screen.getByLabelText<HTMLInputElement>('Until: time');
    fireEvent.change(field, { target: { value: '25:00' } });
    expect(screen.getByRole('alert').textContent).toBe('Write the time as, for example, 2:30 PM.');
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe('25:00');
    fireEvent.change(field, { target: { value: '4:15 pm' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenCalledWith('16:15');
  });
});
