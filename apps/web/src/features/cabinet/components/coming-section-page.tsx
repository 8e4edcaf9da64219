// The KP requests and the chat with a manager arrive with their own issue; until then their cabinet
// routes say so plainly — no sample requests or messages shown as real.
import { Button, Card, Group } from '@mantine/core';
import { IconFileInvoice, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { EmptyState } from '../../../components/ui/list-states';
import { paths } from '../../../config/paths';
import { CABINET_NS } from '../i18n';

export function ComingSectionPage({ section }: { section: 'kp' | 'chat' }) {
  const { t } = useTranslation(CABINET_NS);
  return (
    <>
      <CabinetTitleBar title={t(`coming.${section}.title`)} />
      <Card>
        <EmptyState
          icon={
            section === 'kp' ? (
              <IconFileInvoice size={30} stroke={1.5} />
            ) : (
              <IconMessages size={30} stroke={1.5} />
            )
          }
          title={t(`coming.${section}.empty`)}
          text={t(`coming.${section}.text`)}
          action={
            <Group gap="sm" justify="center">
              <Button component={Link} to={paths.person.place.getHref()} variant="light">
                {t('coming.toObjects')}
              </Button>
              <Button component={Link} to={paths.person.history.getHref()} variant="default">
                {t('coming.toHistory')}
              </Button>
            </Group>
          }
        />
      </Card>
    </>
  );
}

export const ChatPage = () => <ComingSectionPage section="chat" />;
