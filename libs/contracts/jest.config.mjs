import { nodePreset } from '../../jest.preset.mjs';

// The contracts are types, schemas and constants; their behaviour is tested where it is used
// (nest-platform's payload pipe, the services' event suites). A spec added here runs at once.
export default { ...nodePreset, rootDir: import.meta.dirname, displayName: 'contracts' };
