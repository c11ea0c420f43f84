CREATE TABLE "check_ins" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_by" integer
);
--> statement-breakpoint
CREATE TABLE "bank_csv_mappings" (
	"congress_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"line_key" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"counterparty" text,
	"remittance" text,
	"bank_reference" text,
	"status" text NOT NULL,
	"match_rule" text,
	"payment_id" integer,
	"candidate_payment_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_status" CHECK ("bank_statement_lines"."status" in ('matched','ambiguous','unmatched','confirmed','ignored')),
	CONSTRAINT "bank_statement_lines_amount_positive" CHECK ("bank_statement_lines"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_format" CHECK ("bank_statements"."format" in ('csv','camt053'))
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"rate_id" integer,
	"activity_id" integer,
	"user_id" integer NOT NULL,
	"registration_id" integer,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offered_by" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_entries_one_subject" CHECK (("waiting_list_entries"."rate_id" is null) <> ("waiting_list_entries"."activity_id" is null)),
	CONSTRAINT "waiting_list_entries_activity_person" CHECK ("waiting_list_entries"."activity_id" is null or "waiting_list_entries"."registration_id" is not null),
	CONSTRAINT "waiting_list_entries_status" CHECK ("waiting_list_entries"."status" in ('waiting','offered','accepted','expired','withdrawn')),
	CONSTRAINT "waiting_list_entries_offer_complete" CHECK ("waiting_list_entries"."status" <> 'offered' or ("waiting_list_entries"."offer_token_hash" is not null and "waiting_list_entries"."offer_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "waiting_list_offer_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "badge_layout" text DEFAULT 'a4_8' NOT NULL;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "brand_color" text DEFAULT '#1f4e79' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_congress_idx" ON "check_ins" USING btree ("congress_id","checked_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_congress_key" ON "bank_statement_lines" USING btree ("congress_id","line_key");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_payment_idx" ON "bank_statement_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_congress_hash_key" ON "bank_statements" USING btree ("congress_id","content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_rate_user_key" ON "waiting_list_entries" USING btree ("rate_id","user_id") WHERE "waiting_list_entries"."rate_id" is not null and "waiting_list_entries"."status" in ('waiting','offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_activity_registration_key" ON "waiting_list_entries" USING btree ("activity_id","registration_id") WHERE "waiting_list_entries"."activity_id" is not null and "waiting_list_entries"."status" in ('waiting','offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_offer_token_key" ON "waiting_list_entries" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_rate_idx" ON "waiting_list_entries" USING btree ("rate_id","status","position");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_activity_idx" ON "waiting_list_entries" USING btree ("activity_id","status","position");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_user_idx" ON "waiting_list_entries" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "congresses" ADD CONSTRAINT "congresses_waiting_list_offer_hours_range" CHECK ("congresses"."waiting_list_offer_hours" between 1 and 720);--> statement-breakpoint
ALTER TABLE "congresses" ADD CONSTRAINT "congresses_badge_layout" CHECK ("congresses"."badge_layout" in ('a6','a4_8'));--> statement-breakpoint
ALTER TABLE "congresses" ADD CONSTRAINT "congresses_brand_color" CHECK ("congresses"."brand_color" ~ '^#[0-9a-f]{6}$');