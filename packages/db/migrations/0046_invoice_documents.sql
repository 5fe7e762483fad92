ALTER TABLE "invoices" ADD COLUMN "subtotal_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "taxes" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_included" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "visit_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cleaner_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attach_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attach_locale" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_attach_invoice_id_invoices_id_fk" FOREIGN KEY ("attach_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_taxes_ck" CHECK (jsonb_typeof("invoices"."taxes") = 'array');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subtotal_ck" CHECK ("invoices"."subtotal_cents" between 0 and "invoices"."amount_cents");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_ck" CHECK ("invoices"."credited_cents" >= 0 and "invoices"."credited_cents" <= "invoices"."amount_cents" and ("invoices"."kind" = 'invoice' or "invoices"."credited_cents" = 0));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_attach_ck" CHECK (("mail_outbox"."attach_invoice_id" is null) = ("mail_outbox"."attach_locale" is null));