// The composer's keyboard rule (issue 18): Enter sends, Shift+Enter breaks the line; while an input
// method is composing (Cyrillic on some keyboards, CJK), Enter belongs to it and sends nothing.

export interface EnterKey {
  key: string;
  shiftKey: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
  nativeEvent?: { isComposing?: boolean };
}

/** True when this key press sends the message. */
export const isSendKey = (e: EnterKey): boolean =>
  e.key === 'Enter' && !e.shiftKey && !e.altKey && !(e.isComposing ?? e.nativeEvent?.isComposing ?? false);
