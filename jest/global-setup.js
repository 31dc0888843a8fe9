// A Jest run started on its own (not through scripts/test.js) gets a run id of its own here, before the
// workers start, so that its databases, topics and keys can be removed when it ends.
module.exports = async () => {
  if (process.env.TEST_RUN_ID) return;
  process.env.TEST_RUN_ID = `local${process.pid}${Math.random().toString(36).slice(2, 5)}`;
  process.env.TEST_RUN_OWNED = '1';
};
