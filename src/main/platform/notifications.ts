/** A desktop notification; the browser host forwards it to the page as an event instead. */
export interface NotificationRequest {
  title: string;
  body: string;
  /** Its buttons' labels, where the system shows buttons (Windows, macOS). */
  actions?: readonly string[];
  /** Called when the user clicks it (native notifications only; the page handles its own). */
  onClick?: () => void;
  /** Called with the index of the button the user chose. */
  onAction?: (index: number) => void;
}

export interface Notifications {
  supported(): boolean;
  /**
   * Whether `onClick` is ever called: a native notification's is; the browser host's page shows
   * and handles its own, so a call there has no click to wait for.
   */
  readonly reportsClicks: boolean;
  show(request: NotificationRequest): void;
}
