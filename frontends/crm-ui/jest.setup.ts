import { afterEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { preloadDatePicker } from '@treina/ui-kit';

// A busy machine (builds and tests run side by side) can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// The date picker's code loads on demand in the product (ui-kit: preloadDatePicker); here it is
// loaded before any test, so forms render their date fields at once, as after the product's prefetch.
await preloadDatePicker();
