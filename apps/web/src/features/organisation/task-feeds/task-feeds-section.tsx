import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFeed } from '@rahti/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { useOrganisationTimeZone, zonedDateTime } from '../../../lib/organisation-time';
import { ProblemText } from '../external-services/use-problem';
import { TaskFeedDialog } from './task-feed-dialog';
import { useFetchTaskFeed, useRemoveTaskFeed, useTaskFeeds } from './task-feeds-api';

/** The last fetch in words: when, what it brought or what went wrong, and when the next one is. */
function FeedState({ feed }: { feed: TaskFeed }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const when = (instant: string | null) =>
    instant ? zonedDateTime(instant, zone) : t('web-organisation:externalServices.never');
  return (
    <Stack gap={2}>
      <Text size="sm">{t('web-organisation:taskFeeds.lastFetch', { at: when(feed.lastFetchAt) })}</Text>
      {feed.lastResult && !feed.lastError && (
        <Text size="sm">{t('web-organisation:taskFeeds.lastResult', feed.lastResult)}</Text>
      )}
      {feed.lastError && (
        <Text size="sm" c="red.8">
          {feed.lastError}
        </Text>
      )}
      <Text size="sm">
        {feed.enabled
          ? t('web-organisation:externalServices.nextFetch', { at: when(feed.nextFetchAt) })
          : t('web-organisation:taskFeeds.pollingOff')}
      </Text>
    </Stack>
  );
}

function FeedCard({ feed }: { feed: TaskFeed }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const queryClient = useQueryClient();
  const fetchTasks = useFetchTaskFeed(feed.id);
  const remove = useRemoveTaskFeed();
  const result = fetchTasks.isSuccess ? fetchTasks.data : undefined;

  return (
    <Paper withBorder p="md" component="section" aria-label={feed.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{feed.name}</Title>
          <Group gap="xs">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('web-organisation:externalServices.edit')}
            </Button>
            <Button variant="default" color="red" onClick={() => setRemoving(true)}>
              {t('web-organisation:externalServices.remove')}
            </Button>
          </Group>
        </Group>
        <Text size="sm">{feed.url}</Text>
        <FeedState feed={feed} />
        <Group>
          <Button
            loading={fetchTasks.isPending}
            onClick={() =>
              fetchTasks.mutate(undefined, {
                onSuccess: () => setProblem(undefined),
                onError: (error) => {
                  // A feed's own failure (a 502) names the feed and the code: the words to show.
                  const feedFailure = error instanceof ApiRequestError && error.code.startsWith('tasks:feed');
                  setProblem(feedFailure ? error.message : errorMessage(error, t('errors:unknown')));
                  void queryClient.invalidateQueries({ queryKey: ['task-feeds'] });
                },
              })
            }
          >
            {t('web-organisation:taskFeeds.fetch')}
          </Button>
        </Group>
        <ProblemText problem={problem} />
        {result && (
          <Alert color={result.skipped.length ? 'yellow' : 'green'} role="status">
            <Text size="sm">{result.message}</Text>
            {result.skipped.length > 0 && (
              <List size="sm" mt="xs">
                {result.skipped.map((skip) => (
                  <List.Item key={`${skip.reason}:${skip.externalId}`}>
                    {t('web-organisation:taskFeeds.skipped', { id: skip.externalId, reason: skip.message })}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
      {editing && <TaskFeedDialog feed={feed} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        opened={removing}
        title={t('web-organisation:taskFeeds.removeTitle', { name: feed.name })}
        message={t('web-organisation:taskFeeds.removeMessage', { name: feed.name })}
        confirmLabel={t('web-organisation:externalServices.remove')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('errors:unknown')) : undefined}
        onConfirm={() => remove.mutate(feed.id, { onSuccess: () => setRemoving(false) })}
        onClose={() => setRemoving(false)}
      />
    </Paper>
  );
}

/** /organisation's task feeds (issue 22): outside systems whose tasks come in as external ones. */
export function TaskFeedsSection() {
  const { t } = useTranslation();
  const feeds = useTaskFeeds();
  const [adding, setAdding] = useState(false);
  if (feeds.isPending) return <PageLoader />;
  if (feeds.isError) return <QueryError error={feeds.error} onRetry={() => void feeds.refetch()} />;
  return (
    <Stack>
      <Text size="sm">{t('web-organisation:taskFeeds.about')}</Text>
      <Group>
        <Button onClick={() => setAdding(true)}>{t('web-organisation:taskFeeds.add')}</Button>
      </Group>
      {feeds.data.map((feed) => (
        <FeedCard key={feed.id} feed={feed} />
      ))}
      {adding && <TaskFeedDialog onClose={() => setAdding(false)} />}
    </Stack>
  );
}
