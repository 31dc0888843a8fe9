module.exports = require('../../jest/preset')(__dirname, { globalSetup: '<rootDir>/test/global-setup.js' });
