import { startService } from '@studio/platform';
import { AppModule } from './app.module';

export { AppModule };

export function startApp() {
  return startService(AppModule, 'catalog');
}
