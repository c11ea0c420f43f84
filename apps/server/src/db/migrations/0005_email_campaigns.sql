CREATE TABLE "email_campaign_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"participation_id" integer NOT NULL,
	"outbox_id" integer,
	"skip_reason" text,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "email_campaign_recipients_skip_reason" CHECK ("email_campaign_recipients"."skip_reason" is null or "email_campaign_recipients"."skip_reason" in ('no-email','nothing-due','incomplete')),
	CONSTRAINT "email_campaign_recipients_sent_or_skipped" CHECK (("email_campaign_recipients"."outbox_id" is null) or ("email_campaign_recipients"."skip_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"sent_by_id" integer,
	"sent_by_email" text NOT NULL,
	"template_label" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"selection" jsonb NOT NULL,
	"attachments" jsonb NOT NULL,
	"include_incomplete" boolean NOT NULL,
	"recipient_count" integer NOT NULL,
	"queued_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_campaign_recipients_key" ON "email_campaign_recipients" USING btree ("campaign_id","participation_id");--> statement-breakpoint
CREATE INDEX "email_campaign_recipients_outbox_idx" ON "email_campaign_recipients" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "email_campaigns_congress_idx" ON "email_campaigns" USING btree ("congress_id","id");