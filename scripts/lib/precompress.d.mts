// Types of precompress.mjs for the TypeScript that imports it (the API tests run it over a built catalogue).
export function precompress(dir: string, concurrency?: number): Promise<number>;
