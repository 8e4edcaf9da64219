// Public surface of @podbor/contracts: zod schemas and messages shared by web and server.
import './zod-locale';
export * from './envelope';
export * from './messages';
export * from './calculators';
export * from './calculator-contracts';
export * from './calc-access';
export * from './selection';
export * from './auth';
export * from './pumps';
export * from './stations';
export * from './cabinet';
export * from './documents';
export * from './pump-documents';
export * from './dcu';
export * from './dcu-documents';
export * from './heat-units';
export * from './heat-exchangers';
export * from './heat-documents';
