ALTER TABLE "payments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_secret" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_client_secret_key" ON "payments" USING btree ("client_secret");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider" CHECK ("payments"."provider" is null or "payments"."provider" in ('stripe','offline'));