ALTER TABLE "bookings" ADD COLUMN "booked_as_any" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reoffer_of" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reoffer_of_bookings_id_fk" FOREIGN KEY ("reoffer_of") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reoffer_of_uq" ON "bookings" USING btree ("reoffer_of");