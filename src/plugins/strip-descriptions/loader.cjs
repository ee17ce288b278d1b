/** The bundler's loader around ./strip.cjs (see there for why). */
const { stripDescriptions } = require('./strip.cjs');

module.exports = function stripDescriptionsLoader(source) {
  return stripDescriptions(source, this.resourcePath);
};
