// The one modal state of the app (portal §3 «Modal state»): which modal is active, its mode and
// the values it carries. One modal at a time; features open the next one with openModal(), and
// app/modal-host renders it. Kept in memory only (a pending password never touches storage).
import type { ChatRef } from '@podbor/contracts';
import { useSyncExternalStore } from 'react';
import { paths } from '../config/paths';

/** Portal §3: every value of `active`. */
export type ModalName =
  | 'MODAL_DISABLE'
  | 'MODAL_AUTH'
  | 'MODAL_REG'
  | 'MODAL_PASS_RECOVER'
  | 'MODAL_FREE'
  | 'MODAL_USER_INFO'
  | 'MODAL_SUCCESS'
  | 'MODAL_NEWPASS'
  | 'MODAL_PASS_CHANGED'
  | 'MODAL_CODE'
  | 'MODAL_ADD'
  | 'MODAL_DELETE'
  | 'MODAL_PERSON_SUCCESS'
  | 'MODAL_CALC_PASS';

/**
 * MODAL_CODE modes (portal §4): what the code confirms, and so which modal follows.
 * 0 register phone → user info; 1 register e-mail → success; 2 recover password → new password;
 * 3 change e-mail → person success; 4 change phone → person success.
 */
export const CodeMode = {
  registerPhone: 0,
  registerEmail: 1,
  recoverPassword: 2,
  changeEmail: 3,
  changePhone: 4,
} as const;
export type CodeMode = (typeof CodeMode)[keyof typeof CodeMode];

/** MODAL_PERSON_SUCCESS modes (portal §4 «Success message by mode»). */
export const PersonSuccessMode = {
  requestSent: 0,
  commentAdded: 1,
  empty: 2,
  emailChanged: 3,
  phoneChanged: 4,
} as const;

/** MODAL_ADD modes (portal §4 «Add modal modes»): 0 new chat, 1 new object, 2 new project. */
export const AddModalMode = { chat: 0, object: 1, project: 2 } as const;

/** Portal §5/§8: the add modal's error toast (an empty name or topic) has id 2. */
export const ADD_ERROR_TOAST_ID = '2';

export interface ModalState {
  active: ModalName;
  /** The mode of the active modal (the spec's `id`). */
  id: number;
  text?: string;
  /** '+7XXXXXXXXXX' the code went to, or the phone being entered. */
  tel?: string;
  email?: string;
  calc?: string;
  boolPass?: boolean;
  /** Seconds before the code may be requested again, as the server answered. */
  resendAfterSec?: number;
  /** The pending registration (register → verify): its handle and, for a resend, the password. */
  registration?: { token: string; password: string };
  /** The cabinet's add/delete modals name what they act on. */
  objectId?: number | string;
  projectId?: number | string;
  /** The new-chat modal (mode 0) opened from a thing: what the topic refers to, preset and shown. */
  chatRef?: ChatRef;
  /**
   * False while the modal fades out before a navigation (login: the modal fades, then after
   * 500 ms the user goes to /person).
   */
  visible: boolean;
}

const closed: ModalState = { active: 'MODAL_DISABLE', id: 0, visible: false };

let state: ModalState = closed;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const getModalState = (): ModalState => state;

/**
 * «Задать вопрос менеджеру» from an object, project, calculation or КП request: the new-chat modal
 * (add mode 0) with that reference preset; the chat feature names it and prefills the title.
 */
export const openAskManager = (ref: ChatRef): void =>
  openModal({ active: 'MODAL_ADD', id: AddModalMode.chat, chatRef: ref });

/** Opens `active` in place of whatever modal is open. */
export const openModal = (next: Omit<ModalState, 'visible' | 'id'> & { id?: number }): void => {
  state = { id: 0, ...next, visible: true };
  emit();
};

/** Fades the open modal out without closing it (its component stays mounted). */
export const fadeOutModal = (): void => {
  if (state.active === 'MODAL_DISABLE') return;
  state = { ...state, visible: false };
  emit();
};

export const closeModal = (): void => {
  if (state === closed) return;
  state = closed;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useModalState = (): ModalState => useSyncExternalStore(subscribe, getModalState, getModalState);

/**
 * Portal §4: closing a modal navigates home, except add, delete and person-success, which belong
 * to the cabinet page under them. The e-mail and phone codes (modes 3, 4) return to the edit page
 * they were opened from (docs/decisions/0004-contact-code-modal-close.md).
 */
export const closeTarget = ({ active, id }: Pick<ModalState, 'active' | 'id'>): string | null => {
  if (active === 'MODAL_ADD' || active === 'MODAL_DELETE' || active === 'MODAL_PERSON_SUCCESS') return null;
  if (active === 'MODAL_CODE' && (id === CodeMode.changeEmail || id === CodeMode.changePhone))
    return paths.person.updateData.getHref();
  return paths.home.getHref();
};

/** What app/modal-host gives every modal body: its state, and the close that follows the rule above. */
export interface ModalComponentProps {
  modal: ModalState;
  onClose: () => void;
}
