import { beforeEach, describe, expect, it } from 'vitest';
import { callLinkIn, createCallLinkClaim } from '../../../src/main/electron/call-links';
import { app, resetElectronMock } from '../../mocks/electron';

beforeEach(() => resetElectronMock());

describe('call links in Electron', () => {
  it('claims tel, callto, sip and sips together, and lets go of them', () => {
    const claim = createCallLinkClaim();
    expect(claim.get()).toBe(false);
    expect(claim.set(true)).toBe(true);
    expect(app.setAsDefaultProtocolClient.mock.calls.map(([scheme]) => scheme)).toEqual([
      'tel',
      'callto',
      'sip',
      'sips',
    ]);
    expect(claim.get()).toBe(true);
    expect(claim.set(false)).toBe(true);
    expect(claim.get()).toBe(false);
  });

  it('says so when the system refuses one scheme, having tried them all', () => {
    app.setAsDefaultProtocolClient.mockImplementationOnce(() => false);
    const claim = createCallLinkClaim();
    expect(claim.set(true)).toBe(false);
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledTimes(4);
    expect(claim.get()).toBe(false);
  });

  it("finds the link among a start's arguments", () => {
    expect(callLinkIn(['/opt/Switchboard/switchboard', '--at-login'])).toBeUndefined();
    expect(callLinkIn(['switchboard', '--', 'CALLTO://0201234567'])).toBe('CALLTO://0201234567');
    expect(callLinkIn(['switchboard', 'https://example.com/tel:1'])).toBeUndefined();
  });
});
