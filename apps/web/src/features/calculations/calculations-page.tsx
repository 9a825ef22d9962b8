/** The /calculations page of the route table: the organisation's saved calculations. */
export { CalculationsListPage as CalculationsPage } from './list/calculations-list-page';
