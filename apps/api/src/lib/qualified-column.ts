import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table. Drizzle writes the select list of a query from one table without table names
 * ("id", not "payouts"."id"), so a correlated subquery there that names the outer row's column reads its own
 * table's column of that name instead (`where "payout_id" = "id"` compares the item with itself). Outer columns
 * inside such subqueries go through this.
 */
export const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
