#!/usr/bin/env node
// Writes the gateway's OpenAPI document to openapi/openapi.json (committed; the frontend client is generated
// from it). With --check it only compares, and fails when the committed document is stale.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { root, gatewayDir } = require('./apps');

async function main() {
  const check = process.argv.includes('--check');
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-openapi-'));
  delete process.env.REDIS_URL;
  const { createGateway } = require(path.join(gatewayDir, 'dist', 'app.js'));
  const { buildOpenApiDocument } = require(path.join(gatewayDir, 'dist', 'openapi.js'));
  const app = await createGateway();
  const document = `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
  await app.close();
  const target = path.join(root, 'openapi', 'openapi.json');
  if (check) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== document) {
      console.error('openapi/openapi.json is stale: run `node scripts/openapi.js` and commit the result.');
      process.exit(1);
    }
    console.log('openapi/openapi.json is current.');
    return;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, document);
  console.log(`wrote ${path.relative(root, target)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
