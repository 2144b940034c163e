// better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded (offline machines).
// node-gyp then downloads Node's headers unless told where they are; when this Node has its headers
// installed beside it (e.g. /usr/include/node), point node-gyp there so an offline install still works.
const { existsSync } = require('node:fs')
const { join, resolve } = require('node:path')

const prefix = resolve(process.execPath, '..', '..')
const hasLocalHeaders = existsSync(join(prefix, 'include', 'node', 'node_version.h'))

module.exports = {
  hooks: {
    updateConfig(config) {
      // rawConfig becomes the npm_config_* environment of install scripts, which node-gyp reads.
      if (hasLocalHeaders && config.rawConfig && !config.rawConfig.nodedir) config.rawConfig.nodedir = prefix
      return config
    },
  },
}
