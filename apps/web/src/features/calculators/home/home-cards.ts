// The home page's cards (calculators §1): the registry's calculators in its order, with its titles
// and texts — a built one opens, one the registry marks 'soon' is a «Скоро» card — then four «Скоро»
// cards of equipment without a calculator (texts under `page.cards.` in the home namespace).
import {
  calculatorList,
  type CalcIcon,
  type CalcName,
  type CalculatorMeta,
} from '@podbor/contracts/calculators';
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

export type HomeCard<Name extends string = CalcName> =
  | { kind: 'calculator'; calc: Name; icon: Icon; title: string; text: string }
  /** A calculator of the registry that is not built yet: its own title and text, no button. */
  | { kind: 'soon'; key: Name; calc: Name; icon: Icon; title: string; text: string }
  /** Equipment without a calculator: title and text from `page.cards.<key>`. */
  | { kind: 'soon'; key: 'heatUnit' | 'convectors' | 'radiators' | 'pipes'; calc?: undefined; icon: Icon };

/** The drawing of each icon name a registry entry may choose. */
const calcIcons: Record<CalcIcon, Icon> = {
  droplet: IconDroplet,
  factory: IconBuildingFactory2,
  split: IconArrowsSplit2,
  exchange: IconArrowsExchange,
  stack: IconStack2,
};

/**
 * The cards of a list of registry entries, then the equipment without a calculator: `homeCards` is
 * the registry's; a test passes entries with a throwaway calculator added.
 */
export function homeCardsOf<Name extends string>(
  list: readonly CalculatorMeta<string, Name>[],
): readonly HomeCard<Name>[] {
  return [
    ...list.map((c): HomeCard<Name> => {
      const card = { calc: c.name, icon: calcIcons[c.icon], title: c.label, text: c.summary };
      return c.status === 'built' ? { kind: 'calculator', ...card } : { kind: 'soon', key: c.name, ...card };
    }),
    { kind: 'soon', key: 'heatUnit', icon: IconBuildingCog },
    { kind: 'soon', key: 'convectors', icon: IconWind },
    { kind: 'soon', key: 'radiators', icon: IconLayoutColumns },
    { kind: 'soon', key: 'pipes', icon: IconLine },
  ];
}

export const homeCards: readonly HomeCard[] = homeCardsOf(calculatorList);
