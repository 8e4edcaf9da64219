// Public surface of @podbor/engineering/dcu: the collector unit's options and their rules, the
// article code (both ways), the configurator (BOM, cabinet, dimensions, mass, Kvs and Δp) and the
// design flow check (velocity and water-meter limits).
export * from './options';
export * from './article';
export * from './configure';
export * from './flow-limits';
