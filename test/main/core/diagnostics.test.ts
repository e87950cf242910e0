import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLogger } from '../../../src/main/common/logger';
import { createRecentLog, processLog } from '../../../src/main/common/recent-log';
import {
  aboutThisCopy,
  diagnosticsText,
  redactForSupport,
} from '../../../src/main/core/diagnostics';
import { type UpdateState } from '../../../src/shared/contract';

afterEach(() => vi.restoreAllMocks());

const updates: UpdateState = {
  supported: true,
  currentVersion: '1.0.0',
  channel: 'beta',
  customFeedUrl: 'https://mirror.example.com/switchboard/secret-path/?key=k1',
  lastCheckedAt: '2026-11-28T10:00:00.000Z',
  status: { phase: 'failed', failure: 'checksum' },
};

describe('the recent log', () => {
  it('keeps the latest lines only, oldest first', () => {
    const log = createRecentLog(3);
    for (const n of [1, 2, 3, 4, 5]) log.record(`line ${n}`);
    expect(log.lines()).toEqual(['line 3', 'line 4', 'line 5']);
  });

  it('holds what the console logger printed, with its time and level, URLs already cut', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    consoleLogger.warn('feed at https://u:pw@feed.example/p?token=T1 failed');
    expect(processLog.lines().at(-1)).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z warn \[switchboard\] feed at https:\/\/feed\.example\/… failed$/,
    );
  });
});

describe('redaction for a support request', () => {
  it.each([
    ['Authorization: xelion 0123abcd', 'Authorization: [redacted]'],
    ['header authorization=Bearer eyJhbGciOi.x.y', 'header authorization=[redacted]'],
    ['sent Bearer abc.def-ghi', 'sent Bearer [redacted]'],
    ['{"password":"hunter 2","user":"ann"}', '{"password":[redacted],"user":"ann"}'],
    ["renewalToken='r-123' kept", 'renewalToken=[redacted] kept'],
    ['login?userName=ann&password=pw1&x=1', 'login?userName=ann&password=[redacted]&x=1'],
    ['api_key: AKIA123', 'api_key: [redacted]'],
    ['secret=s3cr3t; path=/', 'secret=[redacted]; path=/'],
    ['wss://pbx.example/websocket/TICKET?x=1', 'wss://pbx.example/…'],
    ['https://ann:pw@feed.example.com/a?token=1', 'https://feed.example.com/…'],
    [`blob ${'A1b2'.repeat(16)} end`, 'blob [redacted] end'],
  ])('%s', (input, expected) => {
    expect(redactForSupport(input)).toBe(expected);
  });

  it('escapes control characters and cuts each line, so none is forged or endless', () => {
    const text = redactForSupport(`ok\u001b[31mred\r\nnext ${'x'.repeat(2_000)}`);
    const [first, second] = text.split('\n');
    expect(first).toBe('ok\\u001b[31mred\\u000d');
    expect(second!.length).toBeLessThanOrEqual(501);
  });
});

describe('the diagnostics text', () => {
  it('has the versions, the platform, the updater and the log, with no secret in it', () => {
    const text = diagnosticsText({
      about: aboutThisCopy('1.0.0'),
      host: 'electron',
      updates,
      logLines: [
        '2026-11-28T09:59:00.000Z info signed in with password=hunter2',
        '2026-11-28T09:59:01.000Z error request failed: Authorization: xelion T0KEN',
      ],
    });
    expect(text).toContain('Switchboard 1.0.0 (electron host)');
    expect(text).toContain(`Node ${process.versions.node}`);
    expect(text).toContain(`${process.platform} ${process.arch}`);
    expect(text).toContain(
      [
        'Updates: self-updating',
        'Update channel: beta',
        'Update status: failed: checksum',
        'Last checked: 2026-11-28T10:00:00.000Z',
        'Update feed: https://mirror.example.com/…',
      ].join('\n'),
    );
    expect(text).toContain('Latest log lines (2):');
    expect(text).toContain('signed in with password=[redacted]');
    expect(text).not.toMatch(/hunter2|T0KEN|secret-path|k1/);
  });

  it('answers the about panel from this process', () => {
    expect(aboutThisCopy('1.0.0')).toMatchObject({
      version: '1.0.0',
      node: process.versions.node,
      platform: process.platform,
      arch: process.arch,
    });
  });
});
