import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Seats taken per schedule as last announced by booking events: the fallback when booking cannot be asked. */
@Entity({ tableName: 'seat_counts' })
export class SeatCount {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  scheduleId: number;

  @Property({ type: 'integer' })
  booked: number;

  /** When the event that set `booked` happened; an older event never overwrites a newer count. */
  @Property({ type: 'timestamptz' })
  observedAt: Date;
}
