import { icons } from './icons';

/**
 * The live region every form uses for its failure sentence. It is always in the DOM so screen
 * readers announce a message the moment it appears. Focusable from code (never by Tab), for a
 * failure no field can correct.
 */
export function ErrorMessage({ message, id }: { message: string | null; id?: string }) {
  return (
    <div
      role="alert"
      id={id}
      tabIndex={-1}
      className={message ? 'alert alert-error' : 'alert-empty'}
    >
      {message && (
        <>
          {icons.alert}
          <span>{message}</span>
        </>
      )}
    </div>
  );
}
