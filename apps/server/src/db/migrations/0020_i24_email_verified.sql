-- Decisions 50: a new account confirms its e-mail address through a link before it can book. Every
-- account that exists now was created before the rule (staff, members' accounts, participants who
-- booked): they count as verified, from their creation, so nobody is stopped by the new rule. New
-- rows default to verified (staff, the cli, the seeds vouch for them); a sign-up writes null.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_verified_at" SET DEFAULT now();
