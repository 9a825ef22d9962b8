import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';

/**
 * The last failure of a service's actions (fetch, link) in words, cleared by the next success:
 * `outcome()` is what a mutation is called with.
 */
export function useProblem() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const outcome = (fallbackKey = 'errors:unknown') => ({
    onError: (error: Error) => setProblem(errorMessage(error, t(fallbackKey))),
    onSuccess: () => setProblem(undefined),
  });
  return { problem, outcome };
}

export function ProblemText({ problem }: { problem: string | undefined }) {
  if (!problem) return null;
  return (
    <Text c="red.8" role="alert" size="sm">
      {problem}
    </Text>
  );
}
