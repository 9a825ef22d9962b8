/** Hours, km and percentages as the language writes them (1 234,5 in Finnish and Swedish, 1 234.5 in English), up to 2 decimals. */
export { formatNumber } from '@rahti/domain';
