import { Module } from '@nestjs/common';
import { TrainersController } from './trainers.controller';
import { TrainerRepository } from './trainers.repository';
import { TrainersService } from './trainers.service';

@Module({
  controllers: [TrainersController],
  providers: [TrainerRepository, TrainersService],
  exports: [TrainerRepository],
})
export class TrainersModule {}
