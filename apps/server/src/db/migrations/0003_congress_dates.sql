ALTER TABLE "congresses" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "ends_on" date;