// «Задать вопрос менеджеру» where a user looks at a thing (an object, a project, a calculation, a КП
// request): opens the new-chat modal with that thing as the topic's reference (issue 18). In a
// table row it is an icon with the same name as its tooltip.
import { ActionIcon, Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ChatRef } from '@podbor/contracts';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openAskManager } from '../../lib/modal-store';
import { LISTS_NS } from './lists-i18n';

export function AskManagerButton({
  about,
  iconOnly = false,
  ...props
}: { about: ChatRef; iconOnly?: boolean } & ButtonProps) {
  const { t } = useTranslation(LISTS_NS);
  const open = () => openAskManager(about);
  if (iconOnly)
    return (
      <Tooltip label={t('askManager')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={open}
          aria-label={t('askManager')}
          data-testid="ask-manager"
        >
          <IconMessageQuestion size={18} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button
      variant="default"
      leftSection={<IconMessageQuestion size={18} />}
      onClick={open}
      data-testid="ask-manager"
      {...props}
    >
      {t('askManager')}
    </Button>
  );
}
