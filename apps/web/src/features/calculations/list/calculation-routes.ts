/** Where a saved calculation opens: the wizard's result page, and this feature's print views. */
export const calculationPaths = {
  result: (id: string) => `/calculationResultsVue/${id}`,
  print: (id: string) => `/calculations/${id}/print`,
  quote: (id: string) => `/calculations/${id}/quote`,
  compare: (ids: readonly string[]) => `/calculations/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  combination: (id?: string) => (id ? `/combinationcosts/${id}` : '/combinationcosts'),
  newCalculation: '/SelectCalculationType',
  list: '/calculations',
} as const;
