-- Issue 23: hotels contracted by the night (decisions 46). Room blocks per hotel, room type and night;
-- every participation's stay (check-in, check-out), the congress nights for those booked before; a
-- pending change's room type and stay, so that the rooms it holds are counted night by night.
CREATE TABLE "room_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"congress_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type" text NOT NULL,
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	"release_on" date,
	"release_reminded_on" date,
	"extra_night_price_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_blocks_room_type" CHECK ("room_blocks"."room_type" in ('single','twin','double')),
	CONSTRAINT "room_blocks_rooms_range" CHECK ("room_blocks"."rooms" between 0 and 100000),
	CONSTRAINT "room_blocks_extra_night_price_range" CHECK ("room_blocks"."extra_night_price_cents" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "check_in_on" date;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "check_out_on" date;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "extra_nights" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD COLUMN "room_option" text;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD COLUMN "check_in_on" date;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD COLUMN "check_out_on" date;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_congress_id_congresses_id_fk" FOREIGN KEY ("congress_id") REFERENCES "public"."congresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_blocks_hotel_type_night_key" ON "room_blocks" USING btree ("hotel_id","room_type","night");--> statement-breakpoint
CREATE INDEX "room_blocks_congress_idx" ON "room_blocks" USING btree ("congress_id");--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_stay" CHECK (("participations"."check_in_on" is null) = ("participations"."check_out_on" is null) and ("participations"."check_in_on" is null or "participations"."check_out_on" > "participations"."check_in_on"));--> statement-breakpoint
UPDATE "participations" AS p SET "check_in_on" = c."starts_on",
  "check_out_on" = CASE WHEN c."ends_on" > c."starts_on" THEN c."ends_on" ELSE c."starts_on" + 1 END
  FROM "congresses" AS c
  WHERE c."id" = p."congress_id" AND c."starts_on" IS NOT NULL AND c."ends_on" IS NOT NULL;--> statement-breakpoint
UPDATE "pending_changes" AS pc SET "room_option" = pc."plan"->>'roomOption',
  "check_in_on" = p."check_in_on", "check_out_on" = p."check_out_on"
  FROM "participations" AS p
  WHERE p."id" = pc."participation_id" AND pc."plan"->>'roomOption' IN ('single', 'twin', 'double');
