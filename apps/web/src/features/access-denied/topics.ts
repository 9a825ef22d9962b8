/** The access-denied messages the spec names (section 2): one per gated area. */
export const ACCESS_DENIED_TOPICS = ['analytics', 'drivers', 'map', 'payPeriod', 'tasks', 'timesheet'] as const;
export type AccessDeniedTopic = (typeof ACCESS_DENIED_TOPICS)[number];

export function isAccessDeniedTopic(value: unknown): value is AccessDeniedTopic {
  return ACCESS_DENIED_TOPICS.includes(value as AccessDeniedTopic);
}

export function noAccessPath(topic: AccessDeniedTopic): string {
  return `/no-access?feature=${topic}`;
}
