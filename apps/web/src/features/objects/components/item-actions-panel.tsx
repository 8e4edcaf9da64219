// The actions of an object or project (portal §2, three tabs): the buttons 'Добавить комментарий',
// 'Запросить КП' and «Задать вопрос менеджеру» (a new chat about this item), the request-KP form and the add-comment form. Closing a form returns to the
// buttons.
import { Button, Card, Stack, Title } from '@mantine/core';
import { IconFileInvoice, IconMessagePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AskManagerButton } from '../../../components/ui/ask-manager-button';
import type { ItemKind } from '../api/cabinet-item';
import { OBJECTS_NS } from '../i18n';
import { CommentForm } from './comment-form';
import { KpRequestForm } from './kp-request-form';

type View = 'buttons' | 'kp' | 'comment';

export function ItemActionsPanel({ kind, id, name }: { kind: ItemKind; id: number; name: string }) {
  const { t } = useTranslation(OBJECTS_NS);
  const [view, setView] = useState<View>('buttons');
  const back = () => setView('buttons');

  return (
    <Card>
      <Title order={2} fz="h3" mb="sm">
        {view === 'comment'
          ? t('comments.formTitle')
          : view === 'kp'
            ? t('kp.formTitle')
            : t(`actions.title.${kind}`)}
      </Title>
      {view === 'buttons' ? (
        <Stack gap="sm">
          <Button leftSection={<IconMessagePlus size={18} />} onClick={() => setView('comment')}>
            {t('actions.comment')}
          </Button>
          <Button variant="default" leftSection={<IconFileInvoice size={18} />} onClick={() => setView('kp')}>
            {t('actions.kp')}
          </Button>
          <AskManagerButton about={{ kind, id, name }} />
        </Stack>
      ) : view === 'comment' ? (
        <CommentForm kind={kind} id={id} onDone={back} />
      ) : (
        <KpRequestForm kind={kind} id={id} onDone={back} />
      )}
    </Card>
  );
}
