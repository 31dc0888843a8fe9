// The apps of the system, in start order, shared by the start scripts.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const services = ['identity', 'catalog', 'booking', 'billing', 'notifications', 'fitness'];

module.exports = {
  root,
  services,
  serviceDir: (name) => path.join(root, 'services', name),
  gatewayDir: path.join(root, 'gateway'),
};
