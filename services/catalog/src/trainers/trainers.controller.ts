import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { AdminCaller, Caller } from '@studio/platform';
import { CreateTrainerDto, TrainerDto, UpdateTrainerDto } from '@studio/contracts';
import { TrainersService } from './trainers.service';

@Controller('admin/trainers')
export class TrainersController {
  constructor(private readonly trainers: TrainersService) {}

  @Get()
  list(@AdminCaller() _admin: Caller): Promise<TrainerDto[]> {
    return this.trainers.list();
  }

  @Post()
  create(@AdminCaller() _admin: Caller, @Body() body: CreateTrainerDto): Promise<TrainerDto> {
    return this.trainers.create(body);
  }

  @Put(':id')
  update(
    @AdminCaller() _admin: Caller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateTrainerDto,
  ): Promise<TrainerDto> {
    return this.trainers.update(id, body);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(
    @AdminCaller() _admin: Caller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<{ success: true }> {
    await this.trainers.remove(id);
    return { success: true };
  }
}
