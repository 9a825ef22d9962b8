export * from './platform/roles';
export * from './platform/features';
export * from './platform/languages';
export * from './platform/currency';
export * from './platform/format';
export * from './platform/fields';
export * from './platform/organisation.schemas';
export * from './platform/dto';
