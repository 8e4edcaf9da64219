// What a topic refers to, under its title in the open topic: a link where the reader may open it —
// the customer: the object's or project's page, the history, the КП request; a manager: the КП
// request in the console (the customer's objects are listed beside the topic) — else its name.
import { Anchor, Text } from '@mantine/core';
import type { ChatRef } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useProjectObjectId } from '../api/ref-options';
import type { ChatSide } from '../api/chat-keys';
import { CHAT_NS } from '../i18n';

/** «Объект: Котельная» — a reference as the new-chat modal shows it. */
export const refLabel = (kinds: Record<string, string>, ref: ChatRef): string =>
  `${kinds[ref.kind] ?? ''}: ${ref.name}`;

/** Where the reader opens the reference; null: nowhere (or not known yet). */
export function useRefHref(side: ChatSide, ref: ChatRef): string | null {
  const project = useProjectObjectId(side === 'user' && ref.kind === 'project' ? ref.id : null);
  if (side === 'manager') return ref.kind === 'kp' ? paths.manager.getHref(ref.id) : null;
  switch (ref.kind) {
    case 'object':
      return paths.person.object.getHref(ref.id);
    case 'project':
      return project.data ? paths.person.project.getHref(project.data, ref.id) : null;
    case 'calculation':
      return paths.person.history.getHref();
    case 'kp':
      return paths.person.kp.getHref(ref.id);
  }
}

export function TopicRef({ side, topicRef }: { side: ChatSide; topicRef: ChatRef }) {
  const { t } = useTranslation(CHAT_NS);
  const href = useRefHref(side, topicRef);
  const text = t('topics.ref', { name: topicRef.name });
  return href ? (
    <Anchor component={Link} to={href} size="xs" data-testid="chat-ref">
      {text}
    </Anchor>
  ) : (
    <Text span size="xs" c="dimmed" data-testid="chat-ref">
      {text}
    </Text>
  );
}
