// Types of apiTestFiles.mjs for vitest.config.ts and the tests that read the lists.
export const SERIAL_API_FILES: string[];
export const POSTGRES_API_FILES: string[];
