import { webPreset } from '../../jest.preset.mjs';

export default { ...webPreset, rootDir: import.meta.dirname, displayName: 'assessment-ui' };
