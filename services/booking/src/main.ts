import { startApp } from './app';

startApp().catch((error: Error) => {
  console.error(`booking failed to start: ${error.message}`);
  process.exit(1);
});
