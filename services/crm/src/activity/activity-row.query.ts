// The privacy export reads activity rows through this name; the rows live in the repository.
export { ActivityRepository as ActivityRowQuery, type ActivityRowWithoutSubtasks } from './activity.repository.js';
