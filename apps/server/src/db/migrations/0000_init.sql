CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"start_time" time,
	"end_date" date,
	"end_time" time,
	"url" text,
	"quota" integer,
	"is_open" boolean DEFAULT false NOT NULL,
	"who" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_quota_nonnegative" CHECK ("activities"."quota" is null or "activities"."quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "congresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"information_email" text,
	"address_city" text,
	"description" text,
	"information" text,
	"website" text,
	"logo_file_id" uuid,
	"rib_file_id" uuid,
	"stripe_public_key" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"member_chooses_hotel" boolean DEFAULT false NOT NULL,
	"hold_minutes" integer DEFAULT 30 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Lisbon' NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"card_refunds_need_approval" boolean DEFAULT true NOT NULL,
	"privacy_text" text,
	"issuer_name" text,
	"issuer_address" text,
	"issuer_vat_number" text,
	"personal_data_purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "congresses_hold_minutes_positive" CHECK ("congresses"."hold_minutes" > 0),
	CONSTRAINT "congresses_vat_rate_range" CHECK ("congresses"."vat_rate" >= 0 and "congresses"."vat_rate" < 100)
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"website" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "participant_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"is_member" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address_country" text,
	"numero" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer,
	"purpose" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status" CHECK ("email_outbox"."status" in ('pending','sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"label" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_nonnegative" CHECK ("stored_files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"user_id" integer,
	"member_user_id" integer,
	"participant_type_id" integer,
	"is_accompanying" boolean DEFAULT false NOT NULL,
	"title" text,
	"section" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"member_number" text,
	"working_hotel" text,
	"country" text,
	"medical_information" text,
	"billing_information" text,
	"comment" text,
	"goodies" text[] DEFAULT '{}'::text[] NOT NULL,
	"passport_number" text,
	"passport_creation_date" date,
	"passport_expiration_date" date,
	"passport_issuance_place" text,
	"nationality" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"rate_id" integer NOT NULL,
	"last_rate_id" integer,
	"main_participant_id" integer NOT NULL,
	"accompanying_first_name" text,
	"accompanying_last_name" text,
	"accompanying_member_number" text,
	"payment_method_choice" text,
	"hold_expires_at" timestamp with time zone,
	"consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participations_payment_method_choice" CHECK ("participations"."payment_method_choice" is null or "participations"."payment_method_choice" in ('card','bank_transfer'))
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"participation_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"status_registration" text DEFAULT 'pending' NOT NULL,
	"status_comment" text,
	"room_option" text NOT NULL,
	"arrival_date" date,
	"arrival_time" time,
	"arrival_origin" text,
	"arrival_transport_number" text,
	"arrival_note" text,
	"departure_date" date,
	"departure_time" time,
	"departure_destination" text,
	"departure_transport_number" text,
	"departure_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_position" CHECK ("registrations"."position" in (1, 2)),
	CONSTRAINT "registrations_status" CHECK ("registrations"."status_registration" in ('pending','confirmed','cancelled','on_hold','no_show')),
	CONSTRAINT "registrations_room_option" CHECK ("registrations"."room_option" in ('single','twin','double'))
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"congress_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"participation_id" integer NOT NULL,
	"payment_id" integer,
	"kind" text NOT NULL,
	"number" integer,
	"credits_invoice_id" integer,
	"file_id" uuid,
	"content" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice','proforma','credit_note')),
	CONSTRAINT "invoices_numbered" CHECK (("invoices"."kind" = 'proforma') = ("invoices"."number" is null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"participation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_intent_id" text,
	"reference" text,
	"refund_of_payment_id" integer,
	"comment" text,
	"informations_payment" jsonb,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('charge','refund')),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('card','bank_transfer','manual')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending','confirmed','denied','cancelled')),
	CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "processed_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"section_id" integer,
	"label" text NOT NULL,
	"quota" integer NOT NULL,
	"room_option" text NOT NULL,
	"is_opened" boolean DEFAULT false NOT NULL,
	"is_early_bird" boolean DEFAULT false NOT NULL,
	"open_date" timestamp with time zone,
	"close_date" timestamp with time zone,
	"comment" varchar(200),
	"first_participant_type_id" integer NOT NULL,
	"second_participant_type" text,
	"first_participant_price" numeric(8, 2) NOT NULL,
	"second_participant_price" numeric(8, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_quota_nonnegative" CHECK ("rates"."quota" >= 0),
	CONSTRAINT "rates_room_option" CHECK ("rates"."room_option" in ('single','twin/double')),
	CONSTRAINT "rates_second_type" CHECK ("rates"."second_participant_type" is null or "rates"."second_participant_type" in ('member','accompany')),
	CONSTRAINT "rates_first_price_range" CHECK ("rates"."first_participant_price" >= 0 and "rates"."first_participant_price" <= 1000),
	CONSTRAINT "rates_second_price_range" CHECK ("rates"."second_participant_price" is null or ("rates"."second_participant_price" >= 0 and "rates"."second_participant_price" <= 1000)),
	CONSTRAINT "rates_dates_order" CHECK ("rates"."open_date" is null or "rates"."close_date" is null or "rates"."close_date" > "rates"."open_date")
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"firstname" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"num_member" text NOT NULL,
	"section_id" integer,
	"working_hotel" text,
	"password_hash" text,
	"is_activated" boolean DEFAULT true NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_users_email_lowercase" CHECK ("member_users"."email" = lower("member_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_purpose" CHECK ("password_tokens"."purpose" in ('reset','invitation')),
	CONSTRAINT "password_tokens_subject_kind" CHECK ("password_tokens"."subject_kind" in ('user','member'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_subject_kind" CHECK ("refresh_tokens"."subject_kind" in ('user','member'))
);
--> statement-breakpoint
CREATE TABLE "user_congresses" (
	"user_id" integer NOT NULL,
	"congress_id" integer NOT NULL,
	CONSTRAINT "user_congresses_user_id_congress_id_pk" PRIMARY KEY("user_id","congress_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{ROLE_USER}'::text[] NOT NULL,
	"is_activated" boolean DEFAULT true NOT NULL,
	"congress_id" integer,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_choices" ADD CONSTRAINT "activity_choices_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_choices" ADD CONSTRAINT "activity_choices_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "congresses" ADD CONSTRAINT "congresses_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "congresses" ADD CONSTRAINT "congresses_rib_file_id_stored_files_id_fk" FOREIGN KEY ("rib_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_types" ADD CONSTRAINT "participant_types_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_member_user_id_member_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."member_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_participant_type_id_participant_types_id_fk" FOREIGN KEY ("participant_type_id") REFERENCES "public"."participant_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_last_rate_id_rates_id_fk" FOREIGN KEY ("last_rate_id") REFERENCES "public"."rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_main_participant_id_participants_id_fk" FOREIGN KEY ("main_participant_id") REFERENCES "public"."participants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_first_participant_type_id_participant_types_id_fk" FOREIGN KEY ("first_participant_type_id") REFERENCES "public"."participant_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_users" ADD CONSTRAINT "member_users_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_congresses" ADD CONSTRAINT "user_congresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_congresses" ADD CONSTRAINT "user_congresses_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_congress_idx" ON "activities" USING btree ("congress_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_choices_activity_registration_key" ON "activity_choices" USING btree ("activity_id","registration_id");--> statement-breakpoint
CREATE INDEX "activity_choices_registration_idx" ON "activity_choices" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "congresses_slug_key" ON "congresses" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_types_congress_slug_key" ON "participant_types" USING btree ("congress_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_name_key" ON "sections" USING btree ("name");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_congress_label_key" ON "email_templates" USING btree ("congress_id","label");--> statement-breakpoint
CREATE INDEX "participants_user_idx" ON "participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "participants_member_user_idx" ON "participants" USING btree ("member_user_id");--> statement-breakpoint
CREATE INDEX "participants_congress_idx" ON "participants" USING btree ("congress_id");--> statement-breakpoint
CREATE INDEX "participations_congress_idx" ON "participations" USING btree ("congress_id");--> statement-breakpoint
CREATE INDEX "participations_rate_idx" ON "participations" USING btree ("rate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participations_main_participant_key" ON "participations" USING btree ("main_participant_id");--> statement-breakpoint
CREATE INDEX "registrations_participation_idx" ON "registrations" USING btree ("participation_id");--> statement-breakpoint
CREATE INDEX "registrations_congress_status_idx" ON "registrations" USING btree ("congress_id","status_registration");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_participation_position_key" ON "registrations" USING btree ("participation_id","position");--> statement-breakpoint
CREATE INDEX "invoices_participation_idx" ON "invoices" USING btree ("participation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_congress_number_key" ON "invoices" USING btree ("congress_id","number");--> statement-breakpoint
CREATE INDEX "payments_participation_idx" ON "payments" USING btree ("participation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_intent_key" ON "payments" USING btree ("provider_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "rates_congress_idx" ON "rates" USING btree ("congress_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_users_email_key" ON "member_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "member_users_num_member_key" ON "member_users" USING btree ("num_member");--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_hash_key" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_subject_idx" ON "refresh_tokens" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");