CREATE TABLE "invitation_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"participation_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"language" text NOT NULL,
	"details" jsonb NOT NULL,
	"file_id" uuid,
	"refusal_reason" text,
	"decided_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invitation_letters_status" CHECK ("invitation_letters"."status" in ('requested','issued','refused')),
	CONSTRAINT "invitation_letters_language" CHECK ("invitation_letters"."language" in ('en','fr')),
	CONSTRAINT "invitation_letters_issued_file" CHECK ("invitation_letters"."status" <> 'issued' or "invitation_letters"."file_id" is not null)
);
--> statement-breakpoint
DROP INDEX "email_templates_congress_label_key";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "letters_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "letter_signatory_name" text;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "letter_signatory_title" text;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "letter_signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "postal_address" text;--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "member_users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "invitation_letters" ADD CONSTRAINT "invitation_letters_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_letters" ADD CONSTRAINT "invitation_letters_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_letters" ADD CONSTRAINT "invitation_letters_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_letters" ADD CONSTRAINT "invitation_letters_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_letters_reference_key" ON "invitation_letters" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_letters_live_key" ON "invitation_letters" USING btree ("participation_id") WHERE "invitation_letters"."status" <> 'refused';--> statement-breakpoint
CREATE INDEX "invitation_letters_congress_idx" ON "invitation_letters" USING btree ("congress_id","status");--> statement-breakpoint
ALTER TABLE "congresses" ADD CONSTRAINT "congresses_letter_signature_file_id_stored_files_id_fk" FOREIGN KEY ("letter_signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_congress_label_language_key" ON "email_templates" USING btree ("congress_id","label","language");--> statement-breakpoint
ALTER TABLE "congresses" ADD CONSTRAINT "congresses_default_language" CHECK ("congresses"."default_language" in ('en','fr','pt'));--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_language" CHECK ("email_templates"."language" in ('en','fr','pt'));--> statement-breakpoint
ALTER TABLE "member_users" ADD CONSTRAINT "member_users_language" CHECK ("member_users"."language" is null or "member_users"."language" in ('en','fr','pt'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" is null or "users"."language" in ('en','fr','pt'));