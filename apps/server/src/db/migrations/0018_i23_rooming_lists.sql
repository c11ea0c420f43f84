-- Issue 23: rooming lists sent to hotels (decisions 47). The hotel's reservations e-mail; each sending
-- kept with its lines as sent (the next marks what is new, changed or cancelled) and its link's end.
CREATE TABLE "rooming_list_sendings" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by_user_id" integer,
	"lines" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"outbox_id" integer
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "reservations_email" text;--> statement-breakpoint
ALTER TABLE "rooming_list_sendings" ADD CONSTRAINT "rooming_list_sendings_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooming_list_sendings" ADD CONSTRAINT "rooming_list_sendings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooming_list_sendings" ADD CONSTRAINT "rooming_list_sendings_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooming_list_sendings" ADD CONSTRAINT "rooming_list_sendings_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rooming_list_sendings_hotel_idx" ON "rooming_list_sendings" USING btree ("hotel_id","sent_at");