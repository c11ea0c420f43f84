CREATE TABLE "pending_changes" (
	"participation_id" integer PRIMARY KEY NOT NULL,
	"rate_id" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "bank_iban" text;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "bank_bic" text;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_changes_rate_idx" ON "pending_changes" USING btree ("rate_id","hold_expires_at");