/**
 * Offline, signing in or up cannot work: the dialog says so above its button, which waits for
 * the network (docs/product.md#offline).
 */
import { useOnline } from '../../lib/online';

/** The note (while offline) and the dialog's submit button's props: disabled while sending or offline. */
export function useOfflineNote(id: string, message: string, sending: boolean) {
  const online = useOnline();
  return {
    note: online ? null : (
      <p id={id} className="auth-form__offline" role="alert">
        {message}
      </p>
    ),
    submit: {
      type: 'submit' as const,
      className: 'button auth-form__submit',
      disabled: sending || !online,
      'aria-describedby': online ? undefined : id,
    },
  };
}
