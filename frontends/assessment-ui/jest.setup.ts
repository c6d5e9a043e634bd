import { afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { preloadDatePicker } from '@treina/ui-kit';

afterEach(() => cleanup());

// The date picker's code loads on demand in the product (ui-kit: preloadDatePicker); here it is
// loaded before any test, so forms render their date fields at once, as after the product's prefetch.
await preloadDatePicker();
