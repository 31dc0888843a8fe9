import { Module } from '@nestjs/common';
import { Attendance } from './attendance';
import { CatalogCategoryNames, CategoryNames } from './catalog-categories';
import { ProgressController } from './progress.controller';
import { ProgressRepository } from './progress.repository';
import { ProgressService } from './progress.service';

@Module({
  controllers: [ProgressController],
  providers: [
    ProgressRepository,
    ProgressService,
    Attendance,
    { provide: CategoryNames, useClass: CatalogCategoryNames },
  ],
})
export class ProgressModule {}
