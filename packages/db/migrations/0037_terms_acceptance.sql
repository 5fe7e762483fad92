-- Who accepted which terms of service and privacy policy, and when (decision 068): sign-up stores both, a new
-- version asks everyone again. Accounts made before this migration have accepted nothing yet, so stay null.
ALTER TABLE "profiles" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "privacy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_terms_accepted_ck" CHECK (("profiles"."terms_version" is null) = ("profiles"."terms_accepted_at" is null));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_privacy_accepted_ck" CHECK (("profiles"."privacy_version" is null) = ("profiles"."privacy_accepted_at" is null));