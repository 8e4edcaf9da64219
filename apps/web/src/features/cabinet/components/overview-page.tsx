// The cabinet overview (/person, portal §2): 'Мои объекты' with the 2 latest, the selection
// history with the 4 latest, the chat topics and the КП requests — each card from its feature,
// composed through app/.
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetTitleBar } from '../../../components/ui/cabinet-title-bar';
import { CABINET_NS } from '../i18n';

export interface OverviewPageProps {
  objectsCard: ReactNode;
  historyCard: ReactNode;
  kpCard: ReactNode;
  chatCard: ReactNode;
}

export function OverviewPage({ objectsCard, historyCard, kpCard, chatCard }: OverviewPageProps) {
  const { t } = useTranslation(CABINET_NS);
  return (
    <>
      <CabinetTitleBar title={t('overview.title')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {objectsCard}
        {historyCard}
        {chatCard}
        {kpCard}
      </SimpleGrid>
    </>
  );
}
