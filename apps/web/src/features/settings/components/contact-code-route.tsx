// /person/settings/update_data/email and /phone (portal §2): the edit-data page with the code modal
// over it (mode 3 or 4). Opened without a pending change (typed by hand), it returns to the page.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { closeModal, CodeMode, getModalState, openModal } from '../../../lib/modal-store';
import type { ContactCodeState } from '../contact-code-state';
import { UpdateDataPage } from './update-data-page';

const isContactCode = () => {
  const m = getModalState();
  return m.active === 'MODAL_CODE' && (m.id === CodeMode.changeEmail || m.id === CodeMode.changePhone);
};

function ContactCodeRoute({ kind }: { kind: 'email' | 'phone' }) {
  const navigate = useNavigate();
  const state = useLocation().state as ContactCodeState | null;
  const target = kind === 'email' ? state?.email : state?.tel;
  const resendAfterSec = state?.resendAfterSec;

  useEffect(() => {
    if (!target) {
      navigate(paths.person.updateData.getHref(), { replace: true });
      return;
    }
    openModal(
      kind === 'email'
        ? { active: 'MODAL_CODE', id: CodeMode.changeEmail, email: target, resendAfterSec }
        : { active: 'MODAL_CODE', id: CodeMode.changePhone, tel: target, resendAfterSec },
    );
    return () => {
      if (isContactCode()) closeModal();
    };
  }, [kind, target, resendAfterSec, navigate]);

  return <UpdateDataPage />;
}

export function UpdateEmailRoute() {
  return <ContactCodeRoute kind="email" />;
}

export function UpdatePhoneRoute() {
  return <ContactCodeRoute kind="phone" />;
}
