// What to try under 'Решений не найдено' (decision 0011): the nearest model and how far it misses,
// pumps in parallel and the other series that have a fitting pump — each with a link to that
// selection (the page's URL carries the form, so a link is the whole action).
import { Anchor, Text } from '@mantine/core';
import {
  pumpAdviceMessages as m,
  pumpNearestText,
  type PumpForm,
  type PumpNoSolutionAdvice,
  type PumpUnits,
} from '@podbor/contracts';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { pumpQuery } from '../pump-url';
import classes from './no-solution-advice.module.css';

export interface NoSolutionAdviceProps {
  advice: PumpNoSolutionAdvice;
  seriesId: number;
  units: PumpUnits;
  /** The selection that found nothing; without it no link is offered. */
  request: PumpForm | null;
}

export function NoSolutionAdvice({ advice, seriesId, units, request }: NoSolutionAdviceProps) {
  const { nearest, parallel, series } = advice;
  // The same duty in another series: one pump, the control type it was run with.
  const dutyIn = (s: PumpNoSolutionAdvice['series'][number]) =>
    request &&
    paths.calculators.pump.getHref(
      { seriesId: s.seriesId, pumpId: null },
      pumpQuery({
        units: request.units,
        Q: request.Q,
        ...(request.hunits === undefined ? {} : { hunits: request.hunits }),
        H: request.H,
        H0: request.H0,
        ...(s.BoxType === null ? {} : { BoxType: s.BoxType }),
      }),
    );
  return (
    <div className={classes.advice} data-testid="no-solution-advice">
      <Text size="sm" fw={600} component="h4" m={0} mb={4}>
        {m.title}
      </Text>
      <ul className={classes.adviceList}>
        {nearest ? (
          <li data-testid="advice-nearest">
            <Text size="sm">{pumpNearestText(nearest, units, request?.hunits)}</Text>
          </li>
        ) : null}
        {parallel ? (
          <li data-testid="advice-parallel">
            <Text size="sm">
              {m.parallel(parallel.pcnt, parallel.best.name, parallel.count - 1)}
              {request ? (
                <>
                  {' — '}
                  <Anchor
                    component={Link}
                    to={paths.calculators.pump.getHref(
                      { seriesId, pumpId: null },
                      pumpQuery({ ...request, pcnt: parallel.pcnt }),
                    )}
                    size="sm"
                    fw={500}
                    className={classes.link}
                  >
                    {m.parallelAction(parallel.pcnt)}
                  </Anchor>
                </>
              ) : null}
            </Text>
          </li>
        ) : null}
        {series.map((s) => {
          const href = dutyIn(s);
          return (
            <li key={s.seriesId} data-testid="advice-series">
              <Text size="sm">
                {m.series(s.name, s.count, s.best.name)}
                {href ? (
                  <>
                    {' — '}
                    <Anchor component={Link} to={href} size="sm" fw={500} className={classes.link}>
                      {m.seriesAction(s.name)}
                    </Anchor>
                  </>
                ) : null}
              </Text>
            </li>
          );
        })}
        {!parallel && series.length === 0 ? (
          <li>
            <Text size="sm" c="dimmed">
              {m.nothingElse}
            </Text>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
