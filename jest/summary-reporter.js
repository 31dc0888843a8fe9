// Writes each project's totals where scripts/test.js can add them up into one closing line.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.relative(path.join(__dirname), this.rootDir).replace(/[\\/]/g, '-') || 'root';
    fs.writeFileSync(
      path.join(dir, `${name}.json`),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0),
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}

module.exports = SummaryReporter;
