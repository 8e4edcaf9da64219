// The equipment selection home (calculators §1): the service text and the calculator cards. It also
// hosts the modals of /calc_pass, /registration and /authorization, rendered over it via the Outlet.
import { Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { CalcName } from '@podbor/contracts';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { calculatorHref } from '../../../../config/paths';
import { calcPassLocation, hasCalcAccess } from '../../../../lib/calc-access';
import { homeCards } from '../home-cards';
import { HOME_NS } from '../i18n';
import { CalculatorCard } from './calculator-card';
import classes from './home-page.module.css';

const steps = ['choose', 'fill', 'result'] as const;

export function HomePage() {
  const { t } = useTranslation(HOME_NS);
  const navigate = useNavigate();

  const openCalculator = (calc: CalcName) => {
    if (hasCalcAccess(calc)) navigate(calculatorHref(calc));
    else {
      const { to, state } = calcPassLocation(calc);
      navigate(to, { state });
    }
  };

  return (
    <div className={classes.home}>
      <section aria-labelledby="home-title" className={classes.intro}>
        <Title id="home-title" order={1} mb="xs" className={classes.title}>
          {t('page.title')}
        </Title>
        <Text size="lg" c="dark.5" mb="md">
          {t('page.lead')}
        </Text>
        <ol className={classes.steps}>
          {steps.map((step, i) => (
            <li key={step} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden>
                {i + 1}
              </span>
              <span>{t(`page.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
        <Text size="sm" c="dimmed" mt="md" className={classes.note}>
          <IconInfoCircle size={16} stroke={1.6} aria-hidden />
          <span>{t('page.guestNote')}</span>
        </Text>
      </section>

      <section aria-labelledby="home-calculators">
        <Title id="home-calculators" order={2} mb="md">
          {t('page.calculatorsTitle')}
        </Title>
        <div className={classes.grid}>
          {homeCards.map((card) => (
            <CalculatorCard
              key={card.kind === 'calculator' ? card.calc : card.key}
              card={card}
              onOpen={card.kind === 'calculator' ? () => openCalculator(card.calc) : undefined}
            />
          ))}
        </div>
      </section>

      <Outlet />
    </div>
  );
}
