// The yardstick: a bare Node HTTP server answering a fixed 20-item JSON body, started in the same run as the app,
// so each figure can be read as a share of what this machine serves at all. Prints its port when listening.
const http = require('node:http');

const body = JSON.stringify(
  Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    name: `Class ${i + 1}`,
    startTime: new Date(Date.UTC(2026, 0, 5, 14 + (i % 8))).toISOString(),
    remainingSpots: 20 - i,
  })),
);

const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
