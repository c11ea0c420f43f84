ALTER TABLE "congresses" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "bank_address" text;