import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLogger, describeError, forLog } from '../../../src/main/common/logger';

/** Security review: URLs redacted in every logged error; foreign strings escaped and cut. */
describe('the log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps only the scheme and host of a URL, never its path, query or credentials', () => {
    const error = new Error(
      'Invalid URL: wss://pbx.example.com/websocket/1/2/TICKET?x=1 and https://u:pw@h.example/p',
    );
    const line = describeError(error);
    expect(line).toBe('Error: Invalid URL: wss://pbx.example.com/… and https://h.example/…');
    expect(line).not.toMatch(/TICKET|pw/);
  });

  it('escapes control characters, so a server cannot forge a line or drive the terminal', () => {
    expect(forLog('one\ntwo\r\u001b[31mred\u2028')).toBe('one\\ntwo\\u000d\\u001b[31mred\\u2028');
  });

  it('cuts a long foreign string', () => {
    const line = forLog('x'.repeat(10_000));
    expect(line.length).toBeLessThanOrEqual(501);
    expect(line.endsWith('…')).toBe(true);
  });

  it('applies to the message and the error of every console line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    consoleLogger.warn('from wss://h/x/SECRET\nforged', new Error('at ws://h/SECRET2'));
    expect(warn).toHaveBeenCalledWith('[switchboard] from wss://h/…\\nforged: Error: at ws://h/…');
  });
});
