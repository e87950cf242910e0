import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { icons } from '../../components/icons';

/**
 * Above a page: back, forward (where the host can go there), reload, open outside the app, and
 * the page's address, always visible (read-only: the user sees where they are, not types it).
 */
export function PageToolbar({
  name,
  address,
  canGoBack,
  canGoForward,
  onBack,
  onForward,
  onReload,
  outside,
}: {
  name: string;
  address: string;
  canGoBack?: boolean;
  canGoForward?: boolean;
  onBack?: () => void;
  onForward?: () => void;
  onReload: () => void;
  /** Electron: open in the system browser through main. Browser host: a link to a new tab. */
  outside: { onOpen: () => void } | { href: string };
}) {
  const intl = useIntl();
  return (
    <div
      className="webpage-toolbar"
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'webPages.toolbar' }, { name })}
    >
      {onBack && (
        <Tool
          label={intl.formatMessage({ id: 'webPages.back' })}
          icon={icons.back}
          disabled={!canGoBack}
          onClick={onBack}
        />
      )}
      {onForward && (
        <Tool
          label={intl.formatMessage({ id: 'webPages.forward' })}
          icon={icons.forward}
          disabled={!canGoForward}
          onClick={onForward}
        />
      )}
      <Tool
        label={intl.formatMessage({ id: 'webPages.reload' })}
        icon={icons.reload}
        onClick={onReload}
      />
      <input
        className="webpage-address"
        aria-label={intl.formatMessage({ id: 'webPages.address' })}
        value={address}
        readOnly
        dir="ltr"
        onFocus={(event) => event.target.select()}
      />
      {'href' in outside ? (
        <a
          className="button button-secondary button-small"
          href={outside.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {icons.external}
          {intl.formatMessage({ id: 'webPages.openInNewTab' })}
        </a>
      ) : (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={outside.onOpen}
        >
          {icons.external}
          {intl.formatMessage({ id: 'webPages.openInBrowser' })}
        </button>
      )}
    </div>
  );
}

/** A toolbar button shown as its icon, named for assistive technology and on hover. */
function Tool({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button-ghost button-small webpage-tool"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}
