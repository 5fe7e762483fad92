export * from './booking-status';
export * from './geo';
export * from './limits';
export * from './money';
export * from './overtime';
export * from './pricing';
export * from './property-rooms';
export * from './time-slots';
