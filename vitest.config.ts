import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // end-to-end tests start the real program, and a pseudo-terminal test waits for its screen
    testTimeout: 30_000,
  },
});
