-- btree_gist lets the bookings exclusion constraint compare cleaner ids with =; pg_trgm backs admin search.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
