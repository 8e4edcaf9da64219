// Public surface of @podbor/engineering/water-supply: a building's water demand and required head
// by СП 30.13330.2020 (probability method, α of appendix Б), and a booster set's duty from it.
export * from './alpha-tables';
export * from './sp30';
export * from './booster-duty';
