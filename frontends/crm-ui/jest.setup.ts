import { afterEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';

// A busy machine (builds and tests run side by side) can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
