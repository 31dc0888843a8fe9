// Writes each project's totals, and the name and message of each failed test, where scripts/test.js can add them
// up into one closing line and print the failures beside it (a shortened CI log keeps only the tail).
const fs = require('node:fs');
const path = require('node:path');

/** How much of one failure's message is kept: the assertion and the first frames, not the whole stack. */
const MESSAGE_CHARS = 3000;

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.relative(path.join(__dirname, '..'), this.rootDir).replace(/[\\/]/g, '-') || 'root';
    fs.writeFileSync(
      path.join(dir, `${name}.json`),
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0),
        skipped: results.numPendingTests + results.numTodoTests,
        failures: failuresOf(results, this.rootDir),
      }),
    );
  }
}

function failuresOf(results, rootDir) {
  const failures = [];
  for (const file of results.testResults) {
    const where = path.relative(rootDir, file.testFilePath);
    if (file.testExecError) {
      failures.push({ test: where, message: clip(file.testExecError.message ?? String(file.testExecError)) });
    }
    for (const test of file.testResults) {
      if (test.status !== 'failed') continue;
      failures.push({ test: `${where} › ${test.fullName}`, message: clip(test.failureMessages.join('\n')) });
    }
  }
  return failures;
}

function clip(text) {
  return text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS)}…` : text;
}

module.exports = SummaryReporter;
