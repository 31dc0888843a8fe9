// The cross-process tests run the built libs in child processes: build them first (swc, about a second).
const { execSync } = require('node:child_process');
const path = require('node:path');

const sharedSetup = require('../../../jest/global-setup');

module.exports = async () => {
  await sharedSetup();
  for (const lib of ['contracts', 'platform']) {
    execSync('npx swc src -d dist --strip-leading-paths --config-file ../../.swcrc', {
      cwd: path.join(__dirname, '..', '..', lib),
      stdio: 'ignore',
    });
  }
};
