// Public surface of @podbor/engineering/dcu: the collector unit's options and their rules, the
// article code (both ways) and the configurator (BOM, cabinet, dimensions, mass, Kvs and Δp).
export * from './options';
export * from './article';
export * from './configure';
