import { useQuery } from '@tanstack/react-query';
import { emissionsAnswerSchema, type EmissionsQuery } from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import { useLanguage } from '../../lib/use-language';

/**
 * GET /api/emissions of a period and grouping, or nothing while the period is not valid. The
 * server words "Not allocated" in the language asked, so a new language asks again.
 */
export function useEmissions(query: EmissionsQuery | undefined) {
  const api = useApi();
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['emissions', query?.from, query?.to, query?.groupBy, language],
    queryFn: () => api.get(`/emissions?${new URLSearchParams({ ...query })}`, emissionsAnswerSchema),
    enabled: query !== undefined,
  });
}
