// One figure: autocannon against one URL for a while, after a short warm-up that is not counted.
const autocannon = require('autocannon');

function run(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, latencies }),
    );
    // autocannon reports p97.5 but not p95: keep every 2xx response time and take the percentiles ourselves.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * @returns {Promise<{ rps: number, p50: number, p95: number, p99: number, bytes: number, non2xx: number,
 *   errors: number }>} bytes: the mean size of an answer as sent (compressed when the server compressed it)
 */
/** p50, p95 and p99 of response times in milliseconds. */
function percentiles(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

async function measure(url, { connections, seconds, warmupSeconds, headers = {} }) {
  if (warmupSeconds > 0) await run({ url, connections, duration: warmupSeconds, headers });
  const { result, latencies } = await run({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    ...percentiles(latencies),
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

module.exports = { measure, percentiles };
