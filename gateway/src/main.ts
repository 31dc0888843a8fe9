import { Logger } from '@nestjs/common';
import { createAppLogger } from '@studio/platform';
import { startGateway } from './app';

// Its own process (a container, a pod, `npm run start:distributed`): JSON log lines in production.
Logger.overrideLogger(createAppLogger('gateway'));

startGateway().catch((error: Error) => {
  console.error(`gateway failed to start: ${error.message}`);
  process.exit(1);
});
