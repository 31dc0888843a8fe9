import { Module } from '@nestjs/common';
import { CategoriesController } from './categories.controller';
import { CategoryRepository } from './categories.repository';
import { CategoriesService } from './categories.service';

@Module({
  controllers: [CategoriesController],
  providers: [CategoryRepository, CategoriesService],
  exports: [CategoryRepository],
})
export class CategoriesModule {}
