// The full model range of a series (calculators §2: shown when no pump is chosen): each model with
// its motor and its hydraulic envelope at rated speed, and a button that opens it in a tab.
import { Anchor, Table, Text, Title } from '@mantine/core';
import type { PumpModelSummary, PumpUnits } from '@podbor/contracts';
import { pumpUnitText } from '@podbor/charts/pumps';
import { formFlowToM3s, m3sToFormFlow } from '@podbor/engineering/units';
import { useTranslation } from 'react-i18next';
import { flowUnit, formatFigure } from '../format';
import { PUMPS_NS } from '../i18n';
import classes from './pump-page.module.css';

export interface PumpModelRangeProps {
  models: PumpModelSummary[];
  /** The form's flow unit: the catalogue's m³/h are shown in it. */
  units: PumpUnits;
  onOpen: (pumpId: number) => void;
}

const range = (a: number, b: number) => `${formatFigure(a)}–${formatFigure(b)}`;

export function PumpModelRange({ models, units, onOpen }: PumpModelRangeProps) {
  const { t } = useTranslation(PUMPS_NS);
  const flow = (m3h: number) => m3sToFormFlow(formFlowToM3s(m3h, 'm'), units);
  return (
    <section aria-labelledby="pump-range-title" data-testid="model-range">
      <Title id="pump-range-title" order={2} fz="h3" mb={4}>
        {t('range.title')}{' '}
        <Text span c="dimmed" fz="sm" fw={400}>
          {t('range.count', { count: models.length })}
        </Text>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('range.hint')}
      </Text>
      {/* On a phone three of the five columns are past the edge: said above the table. */}
      <Text size="xs" c="dimmed" mb={4} className={classes.rangeScrollHint} data-testid="range-scroll-hint">
        {t('range.scrollHint')}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover className={classes.rangeTable} verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('range.model')}</Table.Th>
              <Table.Th ta="right">{t('range.flow', { unit: flowUnit(units) })}</Table.Th>
              <Table.Th ta="right">{t('range.head', { unit: pumpUnitText.bar })}</Table.Th>
              <Table.Th ta="right">{t('range.bep')}</Table.Th>
              <Table.Th ta="right">{t('range.power', { unit: pumpUnitText.kW })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {models.map((m) => (
              <Table.Tr key={m.id} data-testid="range-model" data-pump-id={m.id}>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    size="sm"
                    onClick={() => onOpen(m.id)}
                    aria-label={t('result.openPump', { name: m.name })}
                  >
                    {m.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('range.article', { article: m.article, voltage: m.voltage })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{range(flow(m.range.Qmin), flow(m.range.Qmax))}</Table.Td>
                <Table.Td ta="right">{range(m.range.pMin, m.range.pMax)}</Table.Td>
                <Table.Td ta="right">
                  {t('range.bepValue', {
                    Q: formatFigure(flow(m.bep.Q)),
                    unit: flowUnit(units),
                    eff: formatFigure(m.bep.eff, 0),
                  })}
                </Table.Td>
                <Table.Td ta="right">{formatFigure(m.power)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
