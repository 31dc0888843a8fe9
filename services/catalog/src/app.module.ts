import { Module } from '@nestjs/common';
import { ServiceKernelModule } from '@studio/platform';
import { migrations } from './migrations';

@Module({
  imports: [ServiceKernelModule.forRoot({ service: 'catalog', entities: [], migrations })],
})
export class AppModule {}
