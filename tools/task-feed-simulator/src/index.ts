export {
  buildTaskFeedSimulator,
  startTaskFeedSimulator,
  type TaskFeedSimulator,
  type TaskFeedSimulatorOptions,
  type TaskFeedSimulatorState,
  type RecordedFeedRequest,
} from './simulator';
export { makeFeedTasks, type FeedTaskWire } from './feed-tasks';
