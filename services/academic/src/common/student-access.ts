// The rules moved to access.ts; privacy/ still imports the guard from here.
export { StaffOnlyGuard } from '../access.js';
