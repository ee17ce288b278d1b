import type { Plugin } from '@docusaurus/types';

/**
 * Index files of packages that only re-export their helpers but do not say so in their
 * package.json (no `sideEffects` field). A test checks that each still holds nothing else.
 */
export const PURE_BARRELS = [/[\\/]node_modules[\\/]@rc-component[\\/]util[\\/]es[\\/]index\.js$/];

/**
 * The bundler counts which exports of a module are used over the whole build, then gives every
 * chunk that holds the module all of them. Through an index that re-exports a package's helpers,
 * a helper imported by one page reaches every page that imports any other helper from it: since
 * the console's table, select and tabs take `KeyCode` from @rc-component/util (a 7 KB table of
 * key names), every page with antd carried it, about 1 KB gzip. Declared free of side effects
 * (which they are: re-exports only), these indexes are skipped: each import goes straight to the
 * helper's own file, which then loads only with the parts that use it.
 */
export default function pureBarrelsPlugin(): Plugin {
  return {
    name: 'promptdeck-pure-barrels',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { module: { rules: PURE_BARRELS.map((test) => ({ test, sideEffects: false })) } };
    },
  };
}
