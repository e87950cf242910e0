import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type Api, type DesktopState } from '../../shared/contract';
import { type MessageKey } from '../../shared/i18n';
import { ErrorMessage } from '../components/ErrorMessage';
import { sentenceOf } from '../components/describe-error';
import { desktopState, setDesktopState } from '../state/desktop';

const words = {
  keepInTray: 'settings.desktop.keepInTray',
  keepInTrayHint: 'settings.desktop.keepInTray.hint',
  openAtLogin: 'settings.desktop.openAtLogin',
  opensCallLinks: 'settings.desktop.opensCallLinks',
  opensCallLinksHint: 'settings.desktop.opensCallLinks.hint',
} satisfies Record<string, MessageKey>;

/**
 * Settings: the desktop around the window, each switch only where this host has it: keeping the
 * app in the tray when the window closes (Windows, Linux), starting at sign-in to the computer
 * and opening other programs' phone links (the packaged desktop app). The browser host has none
 * of them, and the card is not shown there.
 */
export function DesktopSettings({ api }: { api: Api }) {
  const state = useStore(desktopState, (s) => s.state);
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Read again when shown: the login item or the phone links may have changed in the system.
  useEffect(() => {
    api.desktop
      .get()
      .then(setDesktopState)
      .catch(() => {});
  }, [api]);

  if (!state) return null;
  const { tray, loginItem, callLinks } = state.features;
  if (!tray && !loginItem && !callLinks) return null;

  const change = (set: () => Promise<DesktopState>) => {
    setBusy(true);
    setError(null);
    set()
      .then(setDesktopState)
      .catch((e: unknown) => setError(sentenceOf(e)))
      .finally(() => setBusy(false));
  };

  return (
    <section className="card" aria-labelledby="desktop-title">
      <h2 id="desktop-title">{intl.formatMessage({ id: 'settings.desktop' })}</h2>
      {tray && (
        <Switch
          labelId={words.keepInTray}
          hintId={words.keepInTrayHint}
          checked={state.keepInTray}
          disabled={busy}
          onChange={(on) => change(() => api.desktop.setKeepInTray({ on }))}
        />
      )}
      {loginItem && (
        <Switch
          labelId={words.openAtLogin}
          checked={state.openAtLogin}
          disabled={busy}
          onChange={(on) => change(() => api.desktop.setOpenAtLogin({ on }))}
        />
      )}
      {callLinks && (
        <Switch
          labelId={words.opensCallLinks}
          hintId={words.opensCallLinksHint}
          checked={state.opensCallLinks}
          disabled={busy}
          onChange={(on) => change(() => api.desktop.setOpensCallLinks({ on }))}
        />
      )}
      <ErrorMessage message={error} />
    </section>
  );
}

function Switch({
  labelId,
  hintId,
  checked,
  disabled,
  onChange,
}: {
  labelId: MessageKey;
  hintId?: MessageKey;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  const intl = useIntl();
  return (
    <>
      <div className="checkbox-row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId && `${id}-hint`}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{intl.formatMessage({ id: labelId })}</label>
      </div>
      {hintId && (
        <p id={`${id}-hint`} className="hint">
          {intl.formatMessage({ id: hintId })}
        </p>
      )}
    </>
  );
}
