// The data generator of the root benches loads this path from the build.
export { rewriteAllStudentTrainings } from './student.repository.js';
