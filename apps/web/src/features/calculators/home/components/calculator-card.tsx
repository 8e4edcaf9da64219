// One card of the home grid: a calculator (a button that starts the password step or, with a grant
// already stored, opens the calculator) or a «Скоро» card that leads nowhere yet (a calculator the
// registry marks 'soon', or equipment without a calculator).
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HomeCard } from '../home-cards';
import { HOME_NS } from '../i18n';
import classes from './home-page.module.css';

export interface CalculatorCardProps {
  card: HomeCard;
  onOpen?: () => void;
}

export function CalculatorCard({ card, onOpen }: CalculatorCardProps) {
  const { t } = useTranslation(HOME_NS);
  const Icon = card.icon;
  const own = card.kind === 'calculator' || card.calc !== undefined;
  const title = own ? card.title : t(`page.cards.${card.key}.title`);
  const text = own ? card.text : t(`page.cards.${card.key}.text`);

  if (card.kind === 'soon') {
    return (
      <div
        className={`${classes.card} ${classes.cardSoon}`}
        aria-disabled="true"
        data-testid="soon-card"
        data-calc={card.calc}
      >
        <span className={`${classes.cardIcon} ${classes.cardIconMuted}`} aria-hidden>
          <Icon size={24} stroke={1.6} />
        </span>
        <h3 className={classes.cardTitle}>{title}</h3>
        <p className={classes.cardText}>{text}</p>
        <span className={classes.soonBadge}>{t('page.soon')}</span>
      </div>
    );
  }

  return (
    <button
      type="button"
      onClick={onOpen}
      className={`${classes.card} ${classes.cardActive}`}
      data-testid="calculator-card"
      data-calc={card.calc}
    >
      <span className={classes.cardIcon} aria-hidden>
        <Icon size={24} stroke={1.6} />
      </span>
      <h3 className={classes.cardTitle}>{title}</h3>
      <p className={classes.cardText}>{text}</p>
      <span className={classes.cardAction} aria-hidden>
        <span className={classes.cardActionText}>{t('page.open')}</span>
        <IconArrowRight size={16} stroke={1.8} />
      </span>
    </button>
  );
}
