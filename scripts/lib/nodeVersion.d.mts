// Types of nodeVersion.mjs for the tests that import it.
export function nodeVersionProblem(version: string, range: string): string | undefined;
export function requiredNodeRange(packageJsonFile: string): string;
