// Types of precompress.mjs for the TypeScript that imports it (the API tests run it over a built catalogue).
/** `workers`: how many threads compress (default: one per core). */
export function precompress(dir: string, workers?: number): Promise<number>;
