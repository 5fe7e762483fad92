-- A signed-out visitor (a suspended person above all, who cannot sign in) may write to the team (decision 073):
-- such a case has no requester but the e-mail, name and language the answer goes to.
ALTER TABLE "support_cases" ALTER COLUMN "requester_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_cases" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "support_cases" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "support_cases" ADD COLUMN "guest_locale" text;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_requester_ck" CHECK (("support_cases"."requester_id" is null) = ("support_cases"."guest_email" is not null) and ("support_cases"."guest_email" is null) = ("support_cases"."guest_name" is null)
        and ("support_cases"."requester_id" is not null or "support_cases"."booking_id" is null));