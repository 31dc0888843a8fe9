import { startApp } from './app';

startApp().catch((error: Error) => {
  console.error(`billing failed to start: ${error.message}`);
  process.exit(1);
});
