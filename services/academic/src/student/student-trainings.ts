// bench/generate.mjs (root) loads this path from the build; point it at student.repository.js and drop this file.
export { rewriteAllStudentTrainings } from './student.repository.js';
