import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // end-to-end tests start the real program, and a pseudo-terminal test waits for its screen
    testTimeout: 30_000,
  },
});
