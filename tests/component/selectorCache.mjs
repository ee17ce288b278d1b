// Loaded with `--import` into the component tests' workers, before jsdom (vitest.config.ts).
//
// jsdom matches selectors with nwsapi, which keeps the selectors it has compiled in a cache of
// 1000, dropping the least recently used. jsdom's getComputedStyle tries every rule of every style
// sheet on the element, in order, and antd's CSS-in-JS injects more than 1000 distinct selectors:
// each is then dropped just before it is needed again, so every getComputedStyle call compiles
// every selector anew. Testing Library calls getComputedStyle on each element it looks at (is it
// hidden?), and that recompiling was two thirds of the component tests' time. This raises the
// limit as nwsapi loads; matching itself is unchanged, so every query finds what it found before.
import module from 'node:module';

const NWSAPI_FILE = /\/node_modules\/nwsapi\/src\/nwsapi\.js$/;
const CACHE_LIMIT = /\bCACHE_LIMIT = 1000,/;

// module.registerHooks is Node 22.15 and later; on an older Node the tests only run slower.
module.registerHooks?.({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!NWSAPI_FILE.test(url)) return loaded;
    const source = String(loaded.source);
    // Loud rather than slow when an nwsapi upgrade changes the line: look again whether it is needed.
    if (!CACHE_LIMIT.test(source))
      throw new Error(`tests/component/selectorCache.mjs: no "CACHE_LIMIT = 1000," in ${url}`);
    return { ...loaded, source: source.replace(CACHE_LIMIT, 'CACHE_LIMIT = 100000,') };
  },
});
