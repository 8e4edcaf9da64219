// The modal layer (portal §3): the one active modal of lib/modal-store in one frame. The table
// says which feature draws each state. One
// lazy chunk for all of them (see modal-host.tsx): the first modal brings the next ones of its flow.
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ModalShell } from '../components/ui/modal-shell';
import { PersonSuccessModal } from '../components/ui/person-success-modal';
import { AuthCodeModal } from '../features/auth/components/auth-code-modal';
import { AuthModal } from '../features/auth/components/auth-modal';
import { NewPasswordModal } from '../features/auth/components/new-password-modal';
import { PasswordChangedModal } from '../features/auth/components/password-changed-modal';
import { PasswordRecoveryModal } from '../features/auth/components/password-recovery-modal';
import { RegistrationModal } from '../features/auth/components/registration-modal';
import { SuccessModal } from '../features/auth/components/success-modal';
import { NewChatModal } from '../features/chat/components/new-chat-modal';
import { AddItemModal } from '../features/objects/components/add-item-modal';
import { DeleteItemModal } from '../features/objects/components/delete-item-modal';
import { ContactCodeModal } from '../features/settings/components/contact-code-modal';
import { UserInfoModal } from '../features/settings/components/user-info-modal';
import { QueryScope } from '../lib/query-scope';
import {
  AddModalMode,
  closeModal,
  closeTarget,
  CodeMode,
  getModalState,
  useModalState,
  type ModalComponentProps,
  type ModalName,
} from '../lib/modal-store';

type Render = (props: ModalComponentProps) => ReactNode;

const bodies: Partial<Record<ModalName, Render>> = {
  MODAL_AUTH: (p) => <AuthModal {...p} />,
  MODAL_REG: (p) => <RegistrationModal {...p} />,
  MODAL_PASS_RECOVER: (p) => <PasswordRecoveryModal {...p} />,
  /** The code modal's modes belong to two features: the guest flows (0, 2) and the contacts (1, 3, 4). */
  MODAL_CODE: (p) =>
    p.modal.id === CodeMode.registerPhone || p.modal.id === CodeMode.recoverPassword ? (
      <AuthCodeModal {...p} />
    ) : (
      <ContactCodeModal {...p} />
    ),
  MODAL_USER_INFO: (p) => <UserInfoModal {...p} />,
  MODAL_SUCCESS: (p) => <SuccessModal {...p} />,
  MODAL_NEWPASS: (p) => <NewPasswordModal {...p} />,
  MODAL_PASS_CHANGED: (p) => <PasswordChangedModal {...p} />,
  MODAL_PERSON_SUCCESS: (p) => <PersonSuccessModal {...p} />,
  /** The cabinet's add (0 chat, 1 object, 2 project) and delete (0 object, 1 project) modals. */
  MODAL_ADD: (p) => (p.modal.id === AddModalMode.chat ? <NewChatModal {...p} /> : <AddItemModal {...p} />),
  MODAL_DELETE: (p) => <DeleteItemModal {...p} />,
};

export function ModalLayer() {
  const modal = useModalState();
  const navigate = useNavigate();
  const render = bodies[modal.active];
  if (!render) return null;

  const close = () => {
    const target = closeTarget(getModalState());
    closeModal();
    if (target) navigate(target);
  };

  return (
    <QueryScope>
      <ModalShell opened={modal.visible} onClose={close}>
        {/* A new state is a new body, even when the same component draws it. */}
        <Fragment key={`${modal.active}:${modal.id}`}>{render({ modal, onClose: close })}</Fragment>
      </ModalShell>
    </QueryScope>
  );
}
