-- Decisions 49: one payer books several places at once. Each place is a participation of its own (its
-- person, named later, gets their own dashboard); the group keeps the payer, the one transfer reference
-- and the buyer printed on its documents. A congress may set the last day names are given.
CREATE TABLE booking_groups (
  id serial PRIMARY KEY,
  congress_id integer NOT NULL REFERENCES congresses(id) ON DELETE CASCADE,
  rate_id integer NOT NULL REFERENCES rates(id) ON DELETE RESTRICT,
  payer_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  billing_name text NOT NULL,
  payer_email text NOT NULL,
  reference text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX booking_groups_reference_key ON booking_groups (reference);--> statement-breakpoint
CREATE INDEX booking_groups_payer_idx ON booking_groups (payer_user_id);--> statement-breakpoint
ALTER TABLE participations ADD COLUMN group_id integer REFERENCES booking_groups(id) ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE participations ADD COLUMN group_place smallint;--> statement-breakpoint
ALTER TABLE participations ADD CONSTRAINT participations_group_place
  CHECK ((group_id IS NULL) = (group_place IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX participations_group_place_key ON participations (group_id, group_place);--> statement-breakpoint
ALTER TABLE congresses ADD COLUMN group_names_due_on date;
