import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { TrainersModule } from '../trainers/trainers.module';
import { ClassViews } from './class-views';
import { ClassesController } from './classes.controller';
import { ClassRepository } from './classes.repository';
import { ClassesService } from './classes.service';

@Module({
  imports: [TrainersModule, CategoriesModule],
  controllers: [ClassesController],
  providers: [ClassRepository, ClassViews, ClassesService],
  exports: [ClassRepository, ClassViews],
})
export class ClassesModule {}
