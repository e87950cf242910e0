/** A desktop notification; the browser host forwards it to the page as an event instead. */
export interface NotificationRequest {
  title: string;
  body: string;
}

export interface Notifications {
  supported(): boolean;
  show(request: NotificationRequest): void;
}
