import { startGateway } from './app';

startGateway().catch((error: Error) => {
  console.error(`gateway failed to start: ${error.message}`);
  process.exit(1);
});
