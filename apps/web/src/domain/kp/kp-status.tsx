// A КП request's status as the spec shows it: a colour dot with the name (portal §4 colours), and
// the four-step graph Новый → Уточнение → В работе → Готово with the step reached.
import { Badge, Box, Card, Group, SimpleGrid, Stepper, Text, Timeline, UnstyledButton } from '@mantine/core';
import {
  kpStatusColors,
  kpStatusLabels,
  kpStatuses,
  requestTypeLabels,
  type KpCalcSnapshot,
  type KpEvent,
  type KpOffer,
  type KpStatus,
  type KpSummary,
} from '@podbor/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-format';
import { LISTS_NS } from '../../components/ui/lists-i18n';

export function KpStatusBadge({ status, size = 'sm' }: { status: KpStatus; size?: 'xs' | 'sm' }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="kp-status" data-status={status}>
      <Box
        component="span"
        aria-hidden
        w={10}
        h={10}
        style={{ borderRadius: '50%', background: kpStatusColors[status], flex: 'none' }}
      />
      <Text span size={size} style={{ whiteSpace: 'nowrap' }}>
        {kpStatusLabels[status]}
      </Text>
    </Group>
  );
}

const offerStateColors: Record<KpOffer['state'], string> = {
  sent: 'blue',
  superseded: 'gray',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
};

/** A commercial offer's state («Отправлено», «Заменена редакцией 2», «Принято»…) as a coloured badge. */
export function KpOfferStateBadge({ offer }: { offer: Pick<KpOffer, 'state' | 'state_label'> }) {
  return (
    <Badge color={offerStateColors[offer.state]} variant="light">
      {offer.state_label}
    </Badge>
  );
}

/**
 * The four steps; Уточнение is a side step of the work, so «В работе» after it is still ahead. A step
 * behind the current one that the request never went through (its timeline has no status change to
 * it: «Новый» → «В работе» directly) is drawn as skipped, not ticked.
 */
export function KpStatusSteps({ status, events }: { status: KpStatus; events: readonly KpEvent[] }) {
  const { t } = useTranslation(LISTS_NS);
  // Four labelled steps do not fit a phone's width in a row: one under another there.
  const narrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const active = kpStatuses.indexOf(status);
  const visited = new Set<KpStatus>(['new', status]);
  for (const e of events) if (e.kind === 'status' && e.to) visited.add(e.to);
  return (
    <Stepper
      orientation={narrow ? 'vertical' : 'horizontal'}
      active={status === 'ready' ? kpStatuses.length : active}
      size="xs"
      iconSize={22}
      aria-label={t('kp.steps')}
      styles={{ separator: { marginInline: 4 }, stepLabel: { fontSize: 12 } }}
    >
      {kpStatuses.map((s, i) =>
        i < active && !visited.has(s) ? (
          <Stepper.Step
            key={s}
            label={kpStatusLabels[s]}
            description={t('kp.skipped')}
            color="gray.4"
            completedIcon={<IconMinus size={14} aria-hidden />}
            data-skipped
            styles={{ stepIcon: { borderColor: 'var(--mantine-color-gray-4)' } }}
          />
        ) : (
          <Stepper.Step
            key={s}
            label={kpStatusLabels[s]}
            color={kpStatusColors[s]}
            aria-current={s === status ? 'step' : undefined}
            styles={{ stepIcon: { borderColor: kpStatusColors[s] } }}
          />
        ),
      )}
    </Stepper>
  );
}

/** Who changed what and when, oldest first: both sides read the same timeline. */
export function KpTimeline({ events }: { events: readonly KpEvent[] }) {
  const { t } = useTranslation(LISTS_NS);
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label={t('kp.history')}>
      {events.map((e) => (
        <Timeline.Item
          key={e.id}
          title={
            e.kind === 'status' && e.from && e.to
              ? t('kp.status', { from: kpStatusLabels[e.from], to: kpStatusLabels[e.to] })
              : e.kind === 'offer'
                ? t('kp.offer', { name: e.text ?? '' })
                : t(`kp.${e.kind}`)
          }
          data-testid="kp-event"
        >
          {(e.kind === 'comment' || e.kind === 'answer' || e.kind === 'edited') && e.text ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {e.text}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('kp.by', { at: formatDateTime(e.at), by: e.by })}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A calculation the request carries, as it was sent: its number, what it was, its type. */
/** A whole number with its thousands apart, as the page prints counts: «1 200». */
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** A calculation of a request: its number, title and type; the solution asked about and how many. */
export function KpCalcLine({ calc }: { calc: KpCalcSnapshot }) {
  const { t } = useTranslation(LISTS_NS);
  return (
    <div>
      <Text size="sm">
        <Text span fw={600} size="sm">
          {t('kp.calcId', { id: calc.request_id })}
        </Text>
        {' · '}
        {calc.summary ? `${calc.summary.title} · ` : ''}
        <Text span c="dimmed" size="sm">
          {requestTypeLabels[calc.type]}
        </Text>
      </Text>
      {calc.solution ? (
        <Text size="sm" data-testid="kp-solution">
          {t('kp.solution', {
            name: calc.solution.name,
            article: calc.solution.article,
            quantity: formatCount(calc.solution.quantity),
          })}
        </Text>
      ) : null}
    </div>
  );
}

/** A tile of the status tiles: one status, or all requests. */
export type KpTile = 'all' | KpStatus;

/**
 * The tiles by status with their counts (portal §2): a tile filters the list to its status, «Все»
 * clears the filter; the pressed tile is the filter in force.
 */
export function KpStatusTiles({
  summary,
  status,
  order,
  label,
  onPick,
}: {
  summary: KpSummary | null;
  status: KpStatus | null;
  order: readonly KpTile[];
  /** The group's accessible name. */
  label: string;
  onPick: (tile: KpTile) => void;
}) {
  const { t } = useTranslation(LISTS_NS);
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" role="group" aria-label={label}>
      {order.map((key) => {
        const pressed = key === 'all' ? status === null : status === key;
        return (
          <UnstyledButton
            key={key}
            onClick={() => onPick(key)}
            aria-pressed={pressed}
            data-testid={`kp-tile-${key}`}
          >
            <Card
              padding="sm"
              withBorder
              style={{
                borderColor: pressed ? 'var(--mantine-color-blue-6)' : undefined,
                borderLeft: `4px solid ${key === 'all' ? 'var(--mantine-color-gray-4)' : kpStatusColors[key]}`,
              }}
            >
              <Text size="xs" c="dimmed">
                {t(`kp.tiles.${key}`)}
              </Text>
              <Text fw={700} fz="xl">
                {summary ? summary[key] : '–'}
              </Text>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
