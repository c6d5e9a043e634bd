import { nodePreset } from '../../jest.preset.mjs';

export default { ...nodePreset, rootDir: import.meta.dirname, displayName: 'assessment' };
