export * from './booking-messages';
export * from './booking.dto';
export * from './booking.routes';
export * from './seats';
