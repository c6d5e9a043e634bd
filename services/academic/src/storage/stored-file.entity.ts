// The entity lives in database/entities/; privacy/ still imports it from here.
export { StoredFileEntity } from '../database/entities/stored-file.entity.js';
