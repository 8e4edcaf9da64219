// The cabinet overview (/person, portal §2): 'Мои объекты' with the 2 latest, the selection
// history with the 4 latest, the КП requests and the chat card. Objects, history and КП come from
// their features through app/; chat shows its empty state until that section exists.
import { SimpleGrid, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { EmptyState } from '../../../components/ui/list-states';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { CABINET_NS } from '../i18n';

export interface OverviewPageProps {
  objectsCard: ReactNode;
  historyCard: ReactNode;
  kpCard: ReactNode;
}

export function OverviewPage({ objectsCard, historyCard, kpCard }: OverviewPageProps) {
  const { t } = useTranslation(CABINET_NS);
  return (
    <>
      <CabinetTitleBar title={t('overview.title')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {objectsCard}
        {historyCard}
        <ComingCard section="chat" href={paths.person.chat.getHref()} />
        {kpCard}
      </SimpleGrid>
    </>
  );
}

function ComingCard({ section, href }: { section: 'chat'; href: string }) {
  const { t } = useTranslation(CABINET_NS);
  return (
    <SectionCard
      title={t(`overview.${section}.title`)}
      moreHref={href}
      testId={`overview-${section}`}
      fullHeight
    >
      <EmptyState
        compact
        icon={<IconMessages size={22} stroke={1.5} />}
        title={t(`coming.${section}.empty`)}
        text={
          <Text span size="sm">
            {t(`overview.${section}.text`)}
          </Text>
        }
      />
    </SectionCard>
  );
}
