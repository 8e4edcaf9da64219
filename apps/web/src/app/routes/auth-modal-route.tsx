// /registration and /authorization (portal §2): the home page with the registration or login modal
// over it. Opening the route opens the modal, unless a flow that started there is still going
// (code, user info…); leaving the route (Back, a link) closes the flow's modal. A signed-in user
// has nothing to do here and goes to the page the route was to continue to (navigation state
// `{ next }`, lib/next-page), or the cabinet.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { closeModal, getModalState, openModal, type ModalName } from '../../lib/modal-store';
import { getAuthToken } from '../../lib/auth-token';
import { nextOf } from '../../lib/next-page';

/** The modals of the guest flows that live on these two routes. */
const guestFlow: readonly ModalName[] = [
  'MODAL_AUTH',
  'MODAL_REG',
  'MODAL_PASS_RECOVER',
  'MODAL_CODE',
  'MODAL_USER_INFO',
  'MODAL_SUCCESS',
  'MODAL_NEWPASS',
  'MODAL_PASS_CHANGED',
];

export function AuthModalRoute({ modal }: { modal: 'MODAL_REG' | 'MODAL_AUTH' }) {
  const navigate = useNavigate();
  const next = nextOf(useLocation().state);
  useEffect(() => {
    if (!guestFlow.includes(getModalState().active)) {
      if (getAuthToken()) navigate(next ?? paths.person.root.getHref(), { replace: true });
      else openModal({ active: modal });
    }
    return () => {
      if (guestFlow.includes(getModalState().active)) closeModal();
    };
  }, [modal, navigate, next]);
  return null;
}
