/** The reference of the proof-upload bench's order, by which the phone finds it in its list. */
export const BENCH_ORDER_REFERENCE = 'BENCH-PROOF';
