// How the add modal refuses what was typed (portal §4–§5): the error toast with id 2, the same
// message on the field, and the field shaken once more. The new object, project and chat forms use it.
import { useState } from 'react';
import { ADD_ERROR_TOAST_ID } from '../../lib/modal-store';
import { hideToast, showToast } from './toast';

export function useAddRefusal() {
  const [error, setError] = useState<string | null>(null);
  const [shakes, setShakes] = useState(0);
  return {
    /** The message on the field; null while nothing is refused. */
    error,
    /** The Shake trigger of the field. */
    shakes,
    refuse: (message: string) => {
      showToast({ kind: 'failure', message, id: ADD_ERROR_TOAST_ID });
      setError(message);
      setShakes((n) => n + 1);
    },
    /** The field was edited: its message goes. */
    clear: () => setError(null),
    /** Created: the toast of an earlier refusal goes too. */
    accepted: () => hideToast(ADD_ERROR_TOAST_ID),
  };
}
