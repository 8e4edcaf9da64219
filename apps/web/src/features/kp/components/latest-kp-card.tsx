// The overview's КП card (portal §2): the latest requests with ID and status, and «Показать все».
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KpStatusBadge } from '../../../domain/kp/kp-status';
import { EmptyState, LoadingRows, QueryView } from '../../../components/ui/list-states';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { useKpList } from '../../../domain/kp/kp-requests';
import { KP_NS } from '../i18n';

const OVERVIEW_KP = 4;

export function LatestKpCard() {
  const { t } = useTranslation(KP_NS);
  const query = useKpList({ offset: 0, limit: OVERVIEW_KP });
  return (
    <SectionCard
      title={t('card.title')}
      count={query.data?.summary.all}
      moreHref={paths.person.kp.getHref()}
      testId="overview-kp"
      fullHeight
    >
      <QueryView
        query={query}
        loading={<LoadingRows count={3} height={24} label={t('list.loading')} />}
        isEmpty={(d) => d.result.length === 0}
        empty={() => (
          <EmptyState
            compact
            icon={<IconFileInvoice size={22} stroke={1.5} />}
            title={t('card.empty')}
            text={t('card.text')}
          />
        )}
      >
        {(d) => (
          <Stack gap="xs">
            {d.result.map((kp) => (
              <Group key={kp.id} justify="space-between" wrap="nowrap" data-testid="overview-kp-row">
                <Text size="sm">
                  <Anchor component={Link} to={paths.person.kp.getHref(kp.id)} size="sm" fw={600}>
                    {t('id', { id: kp.id })}
                  </Anchor>
                  <Text span size="sm" c="dimmed" ml="sm">
                    {kp.date_send}
                  </Text>
                </Text>
                <KpStatusBadge status={kp.status} />
              </Group>
            ))}
          </Stack>
        )}
      </QueryView>
    </SectionCard>
  );
}
