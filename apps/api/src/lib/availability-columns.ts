import { providerAvailability } from '@limpa/db';
import { sql } from 'drizzle-orm';

/** A weekly availability row's times as 'HH:mm' (a midnight end stays '24:00'): what every reader selects. */
export const availabilityColumns = {
  weekday: providerAvailability.weekday,
  startTime: sql<string>`to_char(${providerAvailability.startTime}, 'HH24:MI')`,
  endTime: sql<string>`case when ${providerAvailability.endTime} = '24:00'::time then '24:00' else to_char(${providerAvailability.endTime}, 'HH24:MI') end`,
};
