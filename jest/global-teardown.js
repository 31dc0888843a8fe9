// Removes what a Jest run started on its own created; scripts/test.js cleans up its own runs.
const { cleanupRun } = require('../scripts/test-infra');

module.exports = async () => {
  if (process.env.TEST_RUN_OWNED !== '1') return;
  await cleanupRun(process.env.TEST_RUN_ID).catch((error) => console.warn(`test cleanup: ${error.message}`));
};
