import { Logo } from '../components/icons';

/** While main restores a remembered sign-in or the host connection opens. */
export function Splash({ message }: { message: string }) {
  return (
    <main className="splash" aria-busy="true">
      <Logo size={56} />
      <p role="status">{message}</p>
      <div className="spinner" aria-hidden="true" />
    </main>
  );
}
