-- Vetted cleaners (decision 071): each cleaner's identity document and proof of insurance, one row per kind, and the
-- setting that makes an approved identity a condition of approving a cleaner (on by default; cleaners approved
-- before keep their approval).
CREATE TABLE "cleaner_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cleaner_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaner_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "cleaner_documents_kind_ck" CHECK ("cleaner_documents"."kind" in ('identity','insurance')),
	CONSTRAINT "cleaner_documents_status_ck" CHECK ("cleaner_documents"."status" in ('pending','approved','rejected')),
	CONSTRAINT "cleaner_documents_type_ck" CHECK ("cleaner_documents"."content_type" in ('image/jpeg','application/pdf')),
	CONSTRAINT "cleaner_documents_reason_ck" CHECK (("cleaner_documents"."status" = 'rejected') = ("cleaner_documents"."reason" is not null) and char_length("cleaner_documents"."reason") <= 500),
	CONSTRAINT "cleaner_documents_name_ck" CHECK (char_length("cleaner_documents"."file_name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "require_identity_verification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaner_documents" ADD CONSTRAINT "cleaner_documents_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_documents" ADD CONSTRAINT "cleaner_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cleaner_documents_cleaner_kind_uq" ON "cleaner_documents" USING btree ("cleaner_id","kind");--> statement-breakpoint
CREATE INDEX "cleaner_documents_queue_idx" ON "cleaner_documents" USING btree ("status","created_at","id");--> statement-breakpoint
-- hand-written: the cleaner list shows "Verified" from these rows, so a change forgets the remembered list pages
-- as a profile change does (migration 0019's function and channel).
CREATE TRIGGER cleaner_documents_listing_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cleaner_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_change();
