// The home page's cards (calculators §1): five calculators in the spec's order, then four «Скоро»
// cards that lead nowhere yet. Texts are keys under `page.cards.` in the home namespace.
import type { CalcName } from '@podbor/contracts';
import {
  IconArrowsExchange,
  IconArrowsSplit2,
  IconBuildingCog,
  IconBuildingFactory2,
  IconDroplet,
  IconLayoutColumns,
  IconLine,
  IconStack2,
  IconWind,
  type Icon,
} from '@tabler/icons-react';

export type HomeCard =
  | { kind: 'calculator'; calc: CalcName; icon: Icon }
  | { kind: 'soon'; key: 'heatUnit' | 'convectors' | 'radiators' | 'pipes'; icon: Icon };

export const homeCards: readonly HomeCard[] = [
  { kind: 'calculator', calc: 'Aquastrong', icon: IconDroplet },
  { kind: 'calculator', calc: 'Station', icon: IconBuildingFactory2 },
  { kind: 'calculator', calc: 'DCU', icon: IconArrowsSplit2 },
  { kind: 'calculator', calc: 'Clever', icon: IconArrowsExchange },
  { kind: 'calculator', calc: 'RTO', icon: IconStack2 },
  { kind: 'soon', key: 'heatUnit', icon: IconBuildingCog },
  { kind: 'soon', key: 'convectors', icon: IconWind },
  { kind: 'soon', key: 'radiators', icon: IconLayoutColumns },
  { kind: 'soon', key: 'pipes', icon: IconLine },
];
