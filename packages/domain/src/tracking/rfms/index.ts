export * from './rfms-model';
export * from './rfms-media-types';
export { formatRfmsInstant, parseRfmsInstant } from './rfms-values';
export * from './rfms-v4.schemas';
export * from './rfms-v2.schemas';
export * from './rfms-mapping';
export * from './rfms-pages';
