// ModalShell and ModalBody: the one modal frame of the modal host (portal §3: one modal at a
// time). The shell stays open while its body changes from one modal state to the next, so a flow
// (registration → code → user info…) moves inside one dialog instead of closing and reopening.
import { Loader, Modal } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './modal-shell.module.css';

/** How long the modal takes to fade out (the login fades, then navigates after 500 ms). */
export const MODAL_TRANSITION_MS = 250;

export interface ModalShellProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function ModalShell({ opened, onClose, children }: ModalShellProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={460}
      radius="md"
      centered
      // Escape and the cross close it; a stray click outside must not lose a half-typed form.
      closeOnClickOutside={false}
      transitionProps={{ transition: 'fade', duration: MODAL_TRANSITION_MS }}
    >
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content className={classes.content}>
        <Suspense fallback={<ModalLoading />}>{children}</Suspense>
      </Modal.Content>
    </Modal.Root>
  );
}

function ModalLoading() {
  const { t } = useTranslation();
  return (
    <div className={classes.loading} role="status" aria-label={t('ui.loading')}>
      <Loader size="sm" />
    </div>
  );
}

export interface ModalBodyProps {
  title: ReactNode;
  children: ReactNode;
}

/** The title with the close cross, then the content. */
export function ModalBody({ title, children }: ModalBodyProps) {
  const { t } = useTranslation();
  return (
    <>
      <Modal.Header className={classes.header}>
        <Modal.Title className={classes.title}>{title}</Modal.Title>
        <Modal.CloseButton aria-label={t('ui.close')} />
      </Modal.Header>
      <Modal.Body className={classes.body}>{children}</Modal.Body>
    </>
  );
}
