// The entity lives in database/entities/; privacy/ still imports it from here.
export { StudentEntity } from '../database/entities/student.entity.js';
