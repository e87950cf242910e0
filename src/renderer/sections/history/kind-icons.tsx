import { type ReactNode } from 'react';
import { Icon as LineIcon } from '../../components/icons';
import { type EntryKind } from '../../state/entry-kind';

/** History's line icons, decorative: the row names its kind in text. */
function Icon({ children }: { children: ReactNode }) {
  return <LineIcon size={18}>{children}</LineIcon>;
}

const handset =
  'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';

export const kindIcons: Record<EntryKind, ReactNode> = {
  incoming: (
    <Icon>
      <path d={handset} />
      <path d="M21 3l-6 6M15 5v4h4" />
    </Icon>
  ),
  outgoing: (
    <Icon>
      <path d={handset} />
      <path d="M15 9l6-6M17 3h4v4" />
    </Icon>
  ),
  missed: (
    <Icon>
      <path d={handset} />
      <path d="M15 3l6 6M21 3l-6 6" />
    </Icon>
  ),
  chat: (
    <Icon>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
    </Icon>
  ),
  email: (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  ),
  sms: (
    <Icon>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M9 7h6M9 11h4" />
    </Icon>
  ),
  other: (
    <Icon>
      <circle cx="12" cy="12" r="8" />
    </Icon>
  ),
};

export const starIcon = (filled: boolean) => (
  <svg
    className="icon"
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={1.6}
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z" />
  </svg>
);
