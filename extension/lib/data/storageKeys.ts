/** Where the extension keeps its data in storage.local (the browser tests set them too). */
export const SETTINGS_KEY = 'settings';
export const catalogStorageKey = (locale: string) => `catalog:${locale}`;
